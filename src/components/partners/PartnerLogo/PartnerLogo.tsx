import type { Partner } from '../../../content/schema';

interface Props {
  partner: Partner;
  /** A repeat that screen readers skip (the marquee's second copy): empty alternative text. */
  decorative?: boolean | undefined;
}

/**
 * A partner's logo at its own size. Lazy everywhere it is used: the logos sit
 * below the first screen, and eager ones held back the largest paint; width
 * and height keep their place.
 */
export default function PartnerLogo({ partner, decorative }: Props) {
  return (
    <img
      src={partner.logo}
      alt={decorative ? '' : partner.name}
      width={partner.width}
      height={partner.height}
      loading="lazy"
      decoding="async"
    />
  );
}
