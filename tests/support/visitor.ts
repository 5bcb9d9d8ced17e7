/**
 * What a visitor reaches for and types, shared by the Chromium specs (tests/e2e) and the
 * Firefox and WebKit flows (tests/engines): the widgets' selectors, the forms' required
 * messages, a person's details and a CV file.
 */
import { randomUUID } from 'node:crypto';

/** The header's menu and search, both native popovers. */
export const HEADER = {
  menuButton: 'button[aria-controls="site-menu"]',
  menu: '#site-menu',
  searchButton: 'button[aria-controls="site-search"]',
  searchDialog: '#site-search',
  searchField: '#site-search-field',
} as const;

/** The capabilities carousel: its row of slides, buttons and live status. */
export const CAROUSEL = {
  root: '[aria-roledescription="carousel"]',
  track: '[aria-roledescription="carousel"] [tabindex="0"]',
  status: '[aria-roledescription="carousel"] [aria-live="polite"]',
  next: '[aria-roledescription="carousel"] [data-carousel-next]',
  prev: '[aria-roledescription="carousel"] [data-carousel-prev]',
} as const;

/** The partner marquee and its pause button. */
export const MARQUEE = {
  root: '[data-marquee]',
  track: '[data-marquee] [data-marquee-track]',
  toggle: '[data-marquee] button[data-marquee-toggle]',
} as const;

/** A person writing in, with an address of their own so parallel runs never see each other's messages. */
export const person = (tag: string) => ({
  name: 'Zoë Ångström',
  email: `${tag}.${randomUUID().slice(0, 8)}@example.com`,
  phone: '+1 (217) 555-0199',
  message: `Hello <b>there</b> & "quotes" — 東京 ✓ ${'long text '.repeat(5)}`,
  profile: 'https://www.linkedin.com/in/zoe-angstrom',
});

/** A PDF CV of `size` bytes (its first line is a PDF's; the rest spaces). */
export const cvPdf = (size: number, name = 'Zoe Angstrom CV.pdf', mimeType = 'application/pdf') => ({
  name,
  mimeType,
  buffer: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(Math.max(0, size - 9), 0x20)]),
});
