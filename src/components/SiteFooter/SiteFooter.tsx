import { ExternalLink, Mail, Phone } from 'lucide-react';
import type { Identity } from '../../content/schema';
import styles from './SiteFooter.module.css';

interface Props {
  /** The year printed in the copyright line (the build year). */
  year: number;
  site: Identity;
  /** The careers page, as the navigation names it. */
  careers?: { label: string; href: string } | undefined;
}

/** The footer on every page: copyright, the LinkedIn profile, careers and the way to contact us. */
export default function SiteFooter({ year, site, careers }: Props) {
  const years = year > site.foundedYear ? `${site.foundedYear}–${year}` : `${year}`;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p className={styles.copy}>
          © {years} {site.name}. All rights reserved.
        </p>
        <ul className={styles.links}>
          <li>
            <a href={site.linkedin} target="_blank" rel="noopener noreferrer" className={styles.link}>
              <ExternalLink aria-hidden="true" focusable="false" size={18} />
              LinkedIn<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
          <li>
            <a href={`mailto:${site.email}`} className={styles.link}>
              <Mail aria-hidden="true" focusable="false" size={18} />
              {site.email}
            </a>
          </li>
          <li>
            <a href={`tel:${site.phone.dial}`} className={styles.link}>
              <Phone aria-hidden="true" focusable="false" size={18} />
              {site.phone.display}
            </a>
          </li>
          {careers && (
            <li>
              <a href={careers.href} className={styles.link}>
                {careers.label}
              </a>
            </li>
          )}
          <li>
            <a href="/contact" className={styles.link}>
              Contact Us
            </a>
          </li>
        </ul>
      </div>
    </footer>
  );
}
