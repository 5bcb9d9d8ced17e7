import { ArrowRight } from 'lucide-react';
import HeroArt from './HeroArt';
import styles from './Hero.module.css';

interface Props {
  /** The page's h1. */
  title: string;
  subline: string;
  cta: { label: string; href: string };
}

/** The home page's opening: headline, sub-line, the call to action and a picture (inline SVG). */
export default function Hero({ title, subline, cta }: Props) {
  return (
    <div className={styles.hero}>
      <div className={styles.inner}>
        <div className={styles.text}>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.subline}>{subline}</p>
          <a href={cta.href} className={styles.cta}>
            {cta.label}
            <ArrowRight aria-hidden="true" focusable="false" size={20} />
          </a>
        </div>
        <HeroArt className={styles.visual} />
      </div>
    </div>
  );
}
