import { Pause } from 'lucide-react';
import type { Partner } from '../../../content/schema';
import Button from '../../ui/Button/Button';
import PartnerLogo from '../PartnerLogo/PartnerLogo';
import styles from './PartnerMarquee.module.css';

interface Props {
  partners: readonly Partner[];
  /** Scrolling speed in CSS px per second (the original site's 200). */
  speed?: number;
}

/** Width of one logo slot: the logo plus the gap after it (px). Must match the CSS. */
const SLOT = 200 + 48;

/**
 * A continuous strip of partner logos. Pure CSS animation: it pauses on hover
 * and on keyboard focus, and does not move under prefers-reduced-motion or
 * without scripting. src/lib/partners/marqueeScript.ts sets its speed and wires the
 * Pause/Play button.
 * The second copy of the list exists only for the seamless loop and is hidden
 * from assistive technology.
 */
export default function PartnerMarquee({ partners, speed = 200 }: Props) {
  // One loop moves the track by one copy of the list; the script sets this
  // as the animation's duration (no inline style: the CSP forbids them).
  const seconds = (partners.length * SLOT) / speed;
  const list = (copy: boolean) => (
    <ul className={styles.list} aria-hidden={copy || undefined} data-copy={copy || undefined}>
      {partners.map((p) => (
        <li key={p.id} className={styles.item}>
          <PartnerLogo partner={p} decorative={copy} />
        </li>
      ))}
    </ul>
  );
  return (
    <div className={styles.marquee} data-marquee>
      <Button variant="outline" className={styles.toggle} data-marquee-toggle aria-pressed="false">
        <Pause aria-hidden="true" focusable="false" size={18} />
        <span data-marquee-label>Pause</span>
        <span className="visually-hidden"> partner logo animation</span>
      </Button>
      <div className={styles.viewport}>
        <div className={styles.track} data-marquee-track data-duration={`${seconds.toFixed(2)}s`}>
          {list(false)}
          {list(true)}
        </div>
      </div>
    </div>
  );
}
