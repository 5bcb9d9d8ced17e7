import { ExternalLink } from 'lucide-react';
import type { Site } from '../../../content/schema';
import { mapUrls } from '../../../lib/contact/officeMap';
import styles from './OfficeMap.module.css';

/**
 * A map of the office (OpenStreetMap) and a link to open it full size. The
 * frame's place is kept at its size; MapScript.astro puts the frame in after
 * the first paint, and without JavaScript the <noscript> frame loads.
 */
export default function OfficeMap({ site }: { site: Site }) {
  const map = mapUrls(site.geo);
  const mapTitle = `Map showing the ${site.name} office`;
  return (
    <div>
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
