import { ExternalLink, Mail, MapPin, Phone } from 'lucide-react';
import type { Identity } from '../../content/schema';
import styles from './ContactDetails.module.css';

/** An OpenStreetMap view of the office, about 600 m across. */
function mapUrls({ latitude: lat, longitude: lon, zoom }: Identity['geo']) {
  const d = 0.004;
  const bbox = [lon - d, lat - d / 1.5, lon + d, lat + d / 1.5].map((n) => n.toFixed(5)).join(',');
  return {
    embed: `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat},${lon}`,
    open: `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=${zoom}/${lat}/${lon}`,
  };
}

/** Phone, e-mail, postal address and a map of the office, all from the config. */
export default function ContactDetails({ site }: { site: Identity }) {
  const { address: a } = site;
  const map = mapUrls(site.geo);
  const mapTitle = `Map showing the ${site.name} office`;
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
      {/* The frame's place, kept at its size; MapScript.astro puts the frame in after the first paint. */}
      <div className={styles.map} data-map-src={map.embed} data-map-title={mapTitle}>
        <noscript>
          <iframe
            src={map.embed}
            title={mapTitle}
            width={350}
            height={300}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
          />
        </noscript>
      </div>
      <p className={styles.open}>
        <a href={map.open} target="_blank" rel="noopener noreferrer">
          Open in map
          <ExternalLink aria-hidden="true" focusable="false" size={16} />
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </p>
    </div>
  );
}
