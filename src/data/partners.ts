/**
 * Partner organisations: the marquee on the home page and the gallery on
 * /partners. All names are invented. Each logo is an SVG wordmark in
 * public/partners/ with the same width and height as given here.
 */
export interface Partner {
  name: string;
  /** Path under public/, e.g. "/partners/halcyon-grid.svg". */
  logo: string;
  width: number;
  height: number;
}

export const partners: readonly Partner[] = [
  { name: 'Brackenfold Systems', logo: '/partners/brackenfold-systems.svg', width: 200, height: 80 },
  { name: 'Quillmere Labs', logo: '/partners/quillmere-labs.svg', width: 200, height: 80 },
  { name: 'Tarnwick Digital', logo: '/partners/tarnwick-digital.svg', width: 200, height: 80 },
  { name: 'Veldrane Networks', logo: '/partners/veldrane-networks.svg', width: 200, height: 80 },
  { name: 'Fenwarden Cloud', logo: '/partners/fenwarden-cloud.svg', width: 200, height: 80 },
  { name: 'Ostrelle Robotics', logo: '/partners/ostrelle-robotics.svg', width: 200, height: 80 },
  { name: 'Marrowgate Security', logo: '/partners/marrowgate-security.svg', width: 200, height: 80 },
  { name: 'Sablewyn Data', logo: '/partners/sablewyn-data.svg', width: 200, height: 80 },
  { name: 'Thistlebarrow Works', logo: '/partners/thistlebarrow-works.svg', width: 200, height: 80 },
  { name: 'Lunvane Semiconductors', logo: '/partners/lunvane-semiconductors.svg', width: 200, height: 80 },
  { name: 'Pellowfen Studios', logo: '/partners/pellowfen-studios.svg', width: 200, height: 80 },
  { name: 'Wyrlane Consulting', logo: '/partners/wyrlane-consulting.svg', width: 200, height: 80 },
  { name: 'Glimmerholt Telecom', logo: '/partners/glimmerholt-telecom.svg', width: 200, height: 80 },
  { name: 'Orrinsby Partners', logo: '/partners/orrinsby-partners.svg', width: 200, height: 80 },
  { name: 'Emberlowe Academy', logo: '/partners/emberlowe-academy.svg', width: 200, height: 80 },
  { name: 'Drovemark Ledger', logo: '/partners/drovemark-ledger.svg', width: 200, height: 80 },
  { name: 'Corvashel Analytics', logo: '/partners/corvashel-analytics.svg', width: 200, height: 80 },
];
