import type { Partner } from '../../content/schema';
import styles from './PartnerGallery.module.css';

/** All partner logos in a grid: five columns on wide screens, fewer on narrow ones. */
export default function PartnerGallery({ partners }: { partners: readonly Partner[] }) {
  return (
    <ul className={styles.gallery}>
      {partners.map((p, i) => (
        <li key={p.id} className={styles.item}>
          <img
            src={p.logo}
            alt={p.name}
            width={p.width}
            height={p.height}
            loading={i < 10 ? 'eager' : 'lazy'}
            decoding="async"
          />
        </li>
      ))}
    </ul>
  );
}
