import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { Domain } from '../../../content/schema';
import Button from '../../ui/Button/Button';
import styles from './CapabilitiesCarousel.module.css';

interface Props {
  groups: readonly Domain[];
  /** The carousel's accessible name. */
  label: string;
  /** Where a domain's open roles are listed; each role name then links there. */
  rolesHref?: ((domainId: string) => string) | undefined;
}

/**
 * The staffing capabilities carousel (WAI-ARIA APG carousel pattern, no
 * auto-rotation). It renders as a scroll-snap row that works without
 * JavaScript; src/lib/services/carouselScript.ts wires the Previous/Next buttons, which
 * are only shown when scripting is on.
 */
export default function CapabilitiesCarousel({ groups, label, rolesHref }: Props) {
  const trackId = 'capabilities-slides';
  return (
    // A group, not a second region: the section around it is already the landmark.
    <div role="group" aria-roledescription="carousel" aria-label={label} className={styles.carousel} data-carousel>
      <div className={styles.controls}>
        <Button variant="round" aria-controls={trackId} data-carousel-prev>
          <ChevronLeft aria-hidden="true" focusable="false" size={20} />
          <span className="visually-hidden">Previous slide</span>
        </Button>
        <Button variant="round" aria-controls={trackId} data-carousel-next>
          <ChevronRight aria-hidden="true" focusable="false" size={20} />
          <span className="visually-hidden">Next slide</span>
        </Button>
        <p className={styles.status} aria-live="polite" data-carousel-status>
          {`1 of ${groups.length}: ${groups[0]?.name ?? ''}`}
        </p>
      </div>
      {/* Focusable so keyboard users can scroll it with the arrow keys, with or without JS
          (axe: scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex */}
      <div id={trackId} className={styles.track} tabIndex={0} aria-label={`${label}: slides`} role="group">
        {groups.map((g, i) => (
          <div
            key={g.name}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${groups.length}`}
            className={styles.slide}
            data-carousel-slide
            data-name={g.name}
          >
            <h3 className={styles.group}>{g.name}</h3>
            <ul className={styles.roles}>
              {g.roles.map((role) => (
                <li key={role}>{rolesHref ? <a href={rolesHref(g.id)}>{role}</a> : role}</li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </div>
  );
}
