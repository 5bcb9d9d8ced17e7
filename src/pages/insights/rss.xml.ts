/** /insights/rss.xml: the published articles, newest first, as RSS 2.0 (linked from the head of every insights page). */
import rss from '@astrojs/rss';
import type { APIContext } from 'astro';
import { getArticles, getInsightsText } from '../../lib/insights/content';
import { getSite } from '../../lib/site/content';
import { fill } from '../../lib/utils/fill';
import { origin } from '../../lib/site/origin';
import { INSIGHTS_PATH } from '../../lib/site/routes';

export async function GET(context: APIContext) {
  const [site, text, articles] = await Promise.all([getSite(), getInsightsText(), getArticles()]);
  return rss({
    title: fill(text.feedTitle, { company: site.name }),
    description: text.feedDescription,
    // The channel's link is the insights page; item links are resolved against it.
    site: new URL(INSIGHTS_PATH, context.site ?? origin).href,
    // The site's routes have no trailing slash (/insights/some-article).
    trailingSlash: false,
    items: articles.map((a) => ({
      title: a.entry.data.title,
      link: a.href,
      pubDate: a.published,
      description: a.entry.data.summary,
      categories: a.tags.map((t) => t.name),
      customData: a.authors.map((p) => `<dc:creator>${escapeXml(p.entry.data.name)}</dc:creator>`).join(''),
    })),
    xmlns: { dc: 'http://purl.org/dc/elements/1.1/' },
    customData: '<language>en-us</language>',
  });
}

/** Text for an XML element: the five predefined entities escaped. */
function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}
