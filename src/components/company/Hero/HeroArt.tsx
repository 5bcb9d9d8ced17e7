/**
 * The hero's decorative picture (two dashboard cards and a trend line), drawn
 * inline so it paints with the HTML: no second request for the largest
 * element of the home page. Hidden from assistive technology. Its colors are tokens (--color-art-*), re-inked in the dark scheme.
 */
import styles from './HeroArt.module.css';

export default function HeroArt({ className }: { className?: string | undefined }) {
  return (
    <svg className={className} viewBox="0 0 480 360" width={480} height={360} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="hero-art-fill" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" className={styles.stopA} />
          <stop offset="1" className={styles.stopB} />
        </linearGradient>
      </defs>
      <rect x="40" y="40" width="400" height="280" rx="24" fill="url(#hero-art-fill)" opacity=".18" />
      <rect x="72" y="72" width="196" height="124" rx="14" className={styles.card} />
      <rect x="92" y="96" width="100" height="10" rx="5" className={styles.ink} />
      <rect x="92" y="118" width="150" height="8" rx="4" className={styles.line} />
      <rect x="92" y="136" width="130" height="8" rx="4" className={styles.line} />
      <rect x="92" y="162" width="64" height="18" rx="9" className={styles.accent} />
      <rect x="292" y="72" width="116" height="124" rx="14" className={styles.card} />
      <circle cx="350" cy="116" r="22" className={styles.accent} />
      <rect x="318" y="150" width="64" height="8" rx="4" className={styles.ink} />
      <rect x="326" y="166" width="48" height="8" rx="4" className={styles.line} />
      <rect x="72" y="220" width="336" height="68" rx="14" className={styles.card} />
      <path
        d="M96 270l40-24 36 14 44-30 40 20 44-18 40 12 44-10"
        fill="none"
        className={styles.trend}
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="216" cy="230" r="7" className={styles.dot} />
    </svg>
  );
}
