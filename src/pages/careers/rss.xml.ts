/** /careers/rss.xml: the open roles, newest first, as RSS 2.0 (linked from /careers). */
import rss from '@astrojs/rss';
import type { APIContext } from 'astro';
import { getCareersText, getJobs } from '../../lib/careers/content';
import { getSite } from '../../lib/site/content';
import { fill } from '../../lib/utils/fill';
import { origin } from '../../lib/site/origin';
import { CAREERS_PATH } from '../../lib/site/routes';

export async function GET(context: APIContext) {
  const [site, text, jobs] = await Promise.all([getSite(), getCareersText(), getJobs()]);
  return rss({
    title: fill(text.feedTitle, { company: site.name }),
    description: text.feedDescription,
    // The channel's link is the careers page; item links are resolved against it.
    site: new URL(CAREERS_PATH, context.site ?? origin).href,
    // The site's routes have no trailing slash (/careers/data-engineer-remote).
    trailingSlash: false,
    items: jobs
      .filter((job) => job.open)
      .map((job) => ({
        title: job.entry.data.title,
        link: job.href,
        pubDate: job.entry.data.posted,
        description: job.entry.data.summary,
        categories: [job.domain.name, job.summary.typeLabel, job.summary.where],
      })),
    customData: '<language>en-us</language>',
  });
}
