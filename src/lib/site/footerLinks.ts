/**
 * The footer's site map: each program with its services. A program lists at
 * most SITE_MAP_SERVICES of them, in their card order; past that, the column
 * ends with a link to the program page, which lists them all. The footer is on
 * every page, so without the cap each page would grow with every service
 * added. Pure.
 */
import { fill } from '../utils/fill';

/** The most services a program lists in the footer (the largest program has 11 today). */
export const SITE_MAP_SERVICES = 12;

export interface SiteMapLink {
  title: string;
  href: string;
}

/** A column of the site map: the program, its first services, and the link to the rest when there are more. */
export interface SiteMapProgram {
  name: string;
  href: string;
  services: readonly SiteMapLink[];
  /** The label of the link to the program page when `services` is cut short, e.g. "All 14 services". */
  more?: string;
}

/** `moreText` has {count}: the program's number of services. */
export function siteMapProgram(
  program: { name: string; href: string },
  services: readonly SiteMapLink[],
  moreText: string,
  max = SITE_MAP_SERVICES,
): SiteMapProgram {
  const column = { name: program.name, href: program.href, services: services.slice(0, max) };
  return services.length > max ? { ...column, more: fill(moreText, { count: services.length }) } : column;
}
