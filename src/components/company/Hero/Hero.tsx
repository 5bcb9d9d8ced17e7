import { ArrowRight } from 'lucide-react';
import { ButtonLink } from '../../ui/Button/Button';
import HeroArt from './HeroArt';
import styles from './Hero.module.css';

interface Props {
  /** The page's h1. */
  title: string;
  subline: string;
  cta: { label: string; href: string };
  /** A second, quieter link (job seekers: the open roles). */
  secondary?: { label: string; href: string } | undefined;
}

/** The home page's opening: headline, sub-line, the call to action (and a second link) and a picture (inline SVG). */
export default function Hero({ title, subline, cta, secondary }: Props) {
  return (
    <div className={styles.hero}>
      <div className={styles.inner}>
        <div className={styles.text}>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.subline}>{subline}</p>
          <div className={styles.actions}>
            <ButtonLink href={cta.href} variant="inverse" className={styles.cta}>
              {cta.label}
              <ArrowRight aria-hidden="true" focusable="false" size={20} />
            </ButtonLink>
            {secondary && (
              <a href={secondary.href} className={styles.secondary}>
                {secondary.label}
              </a>
            )}
          </div>
        </div>
        <HeroArt className={styles.visual} />
      </div>
    </div>
  );
}
