/**
 * /og/<route>.png: each page's 1200×630 share image, drawn at build time
 * (src/lib/shareImage.ts, src/lib/renderShareImage.ts) with its title, its
 * section, the company's name and mark, in the brand colors of the design tokens.
 */
import type { APIContext } from 'astro';
import tokensCss from '../../styles/tokens.css?raw';
import { getShareCards, getSite, type ShareCardView } from '../../lib/content';
import { origin } from '../../lib/origin';
import { renderShareImage } from '../../lib/renderShareImage';
import { shareImagePath, tokenColors } from '../../lib/shareImage';

export async function getStaticPaths() {
  return (await getShareCards()).map((card) => ({
    // "/og/careers/x.png" → "careers/x": the rest parameter before ".png".
    params: { path: shareImagePath(card.route).slice('/og/'.length, -'.png'.length) },
    props: { card },
  }));
}

const colors = tokenColors(tokensCss);

export async function GET({ props }: APIContext<{ card: ShareCardView }>) {
  const site = await getSite();
  const { card } = props;
  const png = await renderShareImage(
    { title: card.title, section: card.section, company: site.name, host: new URL(origin).host, tagline: site.tagline },
    colors,
  );
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
}
