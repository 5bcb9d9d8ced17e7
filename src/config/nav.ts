/** The main navigation, in order. Labels are what visitors read; href is the route. */
export interface NavItem {
  label: string;
  href: string;
}

export const mainNav: readonly NavItem[] = [
  { label: 'Home', href: '/' },
  { label: 'About Us', href: '/about' },
  { label: 'Our Programs', href: '/program' },
  { label: 'Our Partners', href: '/partners' },
  { label: 'Contact Us', href: '/contact' },
];

/** Below this width (CSS px) the links collapse behind the Menu button. */
export const NARROW_BREAKPOINT = 960;
