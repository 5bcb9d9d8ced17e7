import type { Partner } from '../../content/schema';
import styles from './PartnerGallery.module.css';

/** All partner logos in a grid: five columns on wide screens, fewer on narrow ones. */
export default function PartnerGallery({ partners }: { partners: readonly Partner[] }) {
  return (
    <ul className={styles.gallery}>
      {partners.map((p) => (
        <li key={p.id} className={styles.item}>
          <img
            src={p.logo}
            alt={p.name}
            width={p.width}
            height={p.height}
            // Lazy, all of them: the gallery sits under the page's text, and eager logos held back
            // its largest paint (LCP 908 ms against the 800 ms budget). Width and height keep their place.
            loading="lazy"
            decoding="async"
          />
        </li>
      ))}
    </ul>
  );
}
