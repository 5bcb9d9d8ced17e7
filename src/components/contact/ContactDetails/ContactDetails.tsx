import { Mail, MapPin, Phone } from 'lucide-react';
import type { Site } from '../../../content/schema';
import styles from './ContactDetails.module.css';

/** Phone, e-mail and postal address, all from the config (the map: OfficeMap). */
export default function ContactDetails({ site }: { site: Site }) {
  const { address: a } = site;
  return (
    <div className={styles.details}>
      <ul className={styles.list}>
        <li>
          <Phone aria-hidden="true" focusable="false" size={20} className={styles.icon} />
          <a href={`tel:${site.phone.dial}`}>{site.phone.display}</a>
        </li>
        <li>
          <Mail aria-hidden="true" focusable="false" size={20} className={styles.icon} />
          <a href={`mailto:${site.email}`}>{site.email}</a>
        </li>
        <li>
          <MapPin aria-hidden="true" focusable="false" size={20} className={styles.icon} />
          <address className={styles.address}>
            {site.name}
            <br />
            {a.street}
            <br />
            {a.locality}, {a.region} {a.postalCode}
            <br />
            {a.country}
          </address>
        </li>
      </ul>
    </div>
  );
}
