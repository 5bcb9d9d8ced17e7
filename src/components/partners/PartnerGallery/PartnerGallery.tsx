import type { Partner } from '../../../content/schema';
import PartnerLogo from '../PartnerLogo/PartnerLogo';
import styles from './PartnerGallery.module.css';

/** All partner logos in a grid: five columns on wide screens, fewer on narrow ones. */
export default function PartnerGallery({ partners }: { partners: readonly Partner[] }) {
  return (
    <ul className={styles.gallery}>
      {partners.map((p) => (
        <li key={p.id} className={styles.item}>
          <PartnerLogo partner={p} />
        </li>
      ))}
    </ul>
  );
}
