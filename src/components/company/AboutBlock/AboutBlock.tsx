import { CircleCheck } from 'lucide-react';
import styles from './AboutBlock.module.css';

interface Point {
  title: string;
  text: string;
}

interface Props {
  /** A short paragraph about the company. */
  text?: string | undefined;
  /** The four ways we find and prepare talent. */
  points?: readonly Point[] | undefined;
}

/** Who the company is: a short text and, on /about, the four points. */
export default function AboutBlock({ text, points }: Props) {
  return (
    <div className={styles.about}>
      {text && <p className={styles.text}>{text}</p>}
      {points && (
        <ul className={styles.points}>
          {points.map((p) => (
            <li key={p.title} className={styles.point}>
              <CircleCheck aria-hidden="true" focusable="false" size={24} className={styles.icon} />
              <div>
                <h3 className={styles.title}>{p.title}</h3>
                <p className={styles.pointText}>{p.text}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
