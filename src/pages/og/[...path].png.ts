/**
 * /og/<route>.png: each page's 1200×630 share image, drawn at build time
 * (src/lib/site/shareImage.ts, src/lib/site/shareImageRender.ts; kept between builds by
 * src/lib/site/shareImageCache.ts) for every page of the
 * one list of pages, with its title, its section, the company's name and
 * mark, in the brand colors of the design tokens, and the page's picture
 * where it has one (an article's, a case study's).
 */
import type { APIContext } from 'astro';
import tokensCss from '../../styles/tokens.css?raw';
import { getSite } from '../../lib/site/content';
import { getSitePages } from '../../lib/site/pagesContent';
import { origin } from '../../lib/site/origin';
import { cachedShareImage } from '../../lib/site/shareImageCache';
import { shareImagePath, tokenColors } from '../../lib/site/shareImage';
import type { SitePage } from '../../lib/site/pages';

export function getStaticPaths() {
  return getSitePages().map((page) => ({
    // "/og/careers/x.png" → "careers/x": the rest parameter before ".png".
    params: { path: shareImagePath(page.path).slice('/og/'.length, -'.png'.length) },
    props: { page },
  }));
}

const colors = tokenColors(tokensCss);

export async function GET({ props }: APIContext<{ page: SitePage }>) {
  const site = await getSite();
  const { page } = props;
  const png = await cachedShareImage(
    { title: page.title, section: page.section, company: site.name, host: new URL(origin).host, tagline: site.tagline },
    colors,
    page.picture,
  );
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
}
