import { Fragment } from 'react';
import { CircleCheck } from 'lucide-react';
import CardGrid from '../../ui/CardGrid/CardGrid';
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
        <CardGrid min="narrow" itemClassName={styles.point}>
          {points.map((p) => (
            <Fragment key={p.title}>
              <CircleCheck aria-hidden="true" focusable="false" size={24} className={styles.icon} />
              <div>
                <h3 className={styles.title}>{p.title}</h3>
                <p className={styles.pointText}>{p.text}</p>
              </div>
            </Fragment>
          ))}
        </CardGrid>
      )}
    </div>
  );
}
