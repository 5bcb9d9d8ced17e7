/**
 * The company's identity. Every mention of the name, contacts, address or
 * profile links anywhere on the site comes from this file: change it here.
 * All values are a fictional sample identity.
 */
export const site = {
  /** Full name, used in titles, the footer and structured data. */
  name: 'Aldermoor Technologies',
  /** Short name, used where space is tight (logo text, share cards). */
  shortName: 'Aldermoor',
  /** One line that says what the company does (logo title, share cards). */
  tagline: 'IT consulting, staffing and learning & development',
  /** Public URL of the deployed site; the SITE_URL environment variable overrides it. */
  url: 'https://www.example.com',
  email: 'hello@example.com',
  /**
   * Phone as printed, and as dialled (E.164, no spaces). The printed form uses
   * no-break spaces (\u00a0) and a no-break hyphen (\u2011) so it never wraps.
   */
  phone: { display: '+1\u00a0(217)\u00a0555\u20110142', dial: '+12175550142' },
  address: {
    street: '400 Example Avenue, Suite 1200',
    locality: 'Springfield',
    region: 'IL',
    postalCode: '62701',
    country: 'United States',
    countryCode: 'US',
  },
  /** Where the office is, for the map on the contact page. */
  geo: { latitude: 39.7983, longitude: -89.6544, zoom: 16 },
  linkedin: 'https://www.linkedin.com/company/example',
  /** First year of the copyright line; the footer adds the build year. */
  foundedYear: 2012,
  themeColor: '#0b3d5c',
} as const;

export type Site = typeof site;

/** The address on one line, e.g. for a map link or a share card. */
export function addressLine(a: Site['address'] = site.address): string {
  return `${a.street}, ${a.locality}, ${a.region} ${a.postalCode}, ${a.country}`;
}
