import { ExternalLink, Mail, MapPin, Phone } from 'lucide-react';
import type { FooterLink, Site, PageText } from '../../../content/schema';
import { SITE_MAP_ID } from '../../../lib/site/routes';
import type { SiteMapProgram } from '../../../lib/site/footerLinks';
import LinkList from '../../ui/LinkList/LinkList';
import styles from './SiteFooter.module.css';

interface Props {
  /** The year printed in the copyright line (the build year). */
  year: number;
  site: Site;
  /** The programs and their services (none for staffing), from the collections (src/lib/site/footerLinks.ts). */
  programs: readonly SiteMapProgram[];
  /** The company pages (src/content/data/footer.yml), Contact Us among them. */
  company: readonly FooterLink[];
  /** The site map's name and column headings (src/content/data/pageText.yml). */
  text: PageText['footer'];
}

/** The footer on every page: a site map, the contact details, the LinkedIn profile and the copyright line. */
export default function SiteFooter({ year, site, programs, company, text }: Props) {
  const years = year > site.foundedYear ? `${site.foundedYear}–${year}` : `${year}`;
  const { address: a } = site;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav id={SITE_MAP_ID} aria-label={text.siteMap} className={styles.map}>
          {programs.map((program) => (
            <div key={program.href} className={styles.column}>
              <h2 className={styles.heading}>
                <a href={program.href} className={styles.link}>
                  {program.name}
                </a>
              </h2>
              {program.services.length > 0 && (
                <LinkList
                  links={[
                    ...program.services.map((s) => ({ href: s.href, label: s.title })),
                    ...(program.more ? [{ href: program.href, label: program.more }] : []),
                  ]}
                  className={styles.list}
                  linkClassName={styles.link}
                />
              )}
            </div>
          ))}
          <div className={styles.column}>
            <h2 className={styles.heading}>{text.company}</h2>
            <LinkList links={company} className={styles.list} linkClassName={styles.link} />
          </div>
        </nav>
        <div className={styles.column}>
          <h2 className={styles.heading}>{text.contact}</h2>
          <ul className={styles.list}>
            <li>
              <a href={`tel:${site.phone.dial}`} className={styles.link}>
                <Phone aria-hidden="true" focusable="false" size={16} />
                {site.phone.display}
              </a>
            </li>
            <li>
              <a href={`mailto:${site.email}`} className={styles.link}>
                <Mail aria-hidden="true" focusable="false" size={16} />
                {site.email}
              </a>
            </li>
            <li className={styles.address}>
              <MapPin aria-hidden="true" focusable="false" size={16} />
              <span>
                {a.street}, {a.locality}, {a.region} {a.postalCode}
              </span>
            </li>
            <li>
              <a href={site.linkedin} target="_blank" rel="noopener noreferrer" className={styles.link}>
                <ExternalLink aria-hidden="true" focusable="false" size={16} />
                LinkedIn<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
          </ul>
        </div>
      </div>
      <p className={styles.copy}>
        © {years} {site.name}. All rights reserved.
      </p>
    </footer>
  );
}
