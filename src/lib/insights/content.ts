/** The articles, as the insights, person and service pages show them (the people who write them: src/lib/people/content.ts). */
import type { InsightsText, TagId } from '../../content/schema';
import { TAG_IDS } from '../../content/schema';
import { buildDate } from '../site/buildDate';
import { isPreviewBuild } from '../deploy/preview';
import { fill } from '../utils/fill';
import { formatDay, isoDay } from '../careers/jobs';
import {
  articleGroups,
  articlesByPerson,
  articlesForService,
  isPublished,
  isScheduledPreview,
  newestArticleFirst,
  readingMinutes,
  tagsInUse,
} from './articles';
import { INSIGHTS_PATH, articlePath, tagPath, trail, type Crumb } from '../site/routes';
import { entriesOf, getPage, objectOf, perBuild, type ArticleEntry } from '../site/collections';
import { getServices, serviceLinks, type ServiceLink } from '../services/content';
import { checkReferences } from './references';
import { getPeople, type PersonView } from '../people/content';
import { getPageText, getSite } from '../site/content';
import type { ListWords } from '../site/pagination';

/** An article as a list shows it (src/components/insights/ArticleList). */
export interface ArticleItem {
  title: string;
  summary: string;
  href: string;
  /** "YYYY-MM-DD" and as read, e.g. "September 14, 2026". */
  date: { iso: string; label: string };
  /** e.g. "5 min read". */
  readingTime: string;
  /** e.g. "By Priya Raman". */
  byline: string;
}

/** A published article with its route, authors, services, tags and reading time. */
export interface ArticleView {
  entry: ArticleEntry;
  slug: string;
  href: string;
  authors: PersonView[];
  services: ServiceLink[];
  tags: { id: TagId; name: string; href: string }[];
  minutes: number;
  /** For sorting and related articles (src/lib/insights/articles.ts, src/lib/insights/related.ts). */
  published: Date;
}

/** The words of the insights pages and the topics' names (src/content/data/insights.yml). */
export function getInsightsText(): Promise<InsightsText> {
  return objectOf('insights');
}

/** The published articles (on or before the build date), newest first; read once per build, afresh under `astro dev`. */
export const getArticles = perBuild(() => viewsOf((entry) => isPublished(entry.data, buildDate())));

/**
 * The articles scheduled after the build date, in a preview build only (SITE_PREVIEW=true): their
 * pages are built, marked as scheduled, so the editor's preview link opens them; no list, feed or
 * sitemap names them. A production build has none.
 */
export function getScheduledPreviews(): Promise<ArticleView[]> {
  const preview = isPreviewBuild(process.env['SITE_PREVIEW']);
  return viewsOf((entry) => isScheduledPreview(entry.data, buildDate(), preview));
}

async function viewsOf(included: (entry: ArticleEntry) => boolean): Promise<ArticleView[]> {
  await checkReferences();
  const [entries, people, text] = await Promise.all([entriesOf('articles'), getPeople(), getInsightsText()]);
  const views = await Promise.all(
    entries.filter(included).map(async (entry): Promise<ArticleView> => ({
      entry,
      slug: entry.id,
      href: articlePath(entry.id),
      authors: entry.data.authors.flatMap((id) => people.filter((p) => p.slug === id)),
      services: await serviceLinks(entry.data.services),
      tags: entry.data.tags.map((id) => ({ id, name: text.tags[id].name, href: tagPath(id) })),
      minutes: readingMinutes(entry.body ?? ''),
      published: entry.data.published,
    })),
  );
  return views.sort(newestArticleFirst);
}

/** The topics that have articles, in the fixed list's order, with their names and pages. */
export async function getTags(): Promise<{ id: TagId; name: string; description: string; href: string }[]> {
  const [live, text] = await Promise.all([getArticles(), getInsightsText()]);
  return tagsInUse(
    TAG_IDS,
    live.map((a) => a.entry.data),
  ).map((id) => ({ id, ...text.tags[id], href: tagPath(id) }));
}

/** Each service's published articles, by service id, chosen once per build. */
const articlesOfService = perBuild(async () => {
  const [articles, services] = await Promise.all([getArticles(), getServices()]);
  const tied = articles.map((view) => ({ view, services: view.entry.data.services }));
  return new Map(services.map((s) => [s.id, articlesForService(tied, s.id).map((a) => a.view)]));
});

/** The published articles tied to a service (its "From our insights"), newest first. */
export async function getArticlesOf(serviceId: string): Promise<ArticleView[]> {
  return (await articlesOfService()).get(serviceId) ?? [];
}

/** Each person's published articles, by person id, chosen once per build. */
const articlesOfPerson = perBuild(async () => {
  const [articles, people] = await Promise.all([getArticles(), getPeople()]);
  const written = articles.map((view) => ({ view, authors: view.entry.data.authors }));
  return new Map(people.map((p) => [p.slug, articlesByPerson(written, p.slug).map((a) => a.view)]));
});

/** The published articles a person wrote or co-wrote, newest first. */
export async function getArticlesBy(personId: string): Promise<ArticleView[]> {
  return (await articlesOfPerson()).get(personId) ?? [];
}

/**
 * Every article of each person and each service whose page shows only the newest few, as lists of their
 * own (articleGroups).
 */
export const getArticleGroups = perBuild(async () => {
  const [articles, people, services, text] = await Promise.all([
    getArticles(),
    getPeople(),
    getServices(),
    getInsightsText(),
  ]);
  const tied = articles.map((view) => ({ view, authors: view.entry.data.authors, services: view.entry.data.services }));
  const owners = {
    people: people.map((p) => ({ id: p.slug, name: p.entry.data.name })),
    services: services.map((s) => ({ id: s.id, title: s.data.title })),
  };
  return articleGroups(tied, owners, text).map((g) => ({ ...g, items: g.items.map((a) => a.view) }));
});

/** Home › Insights [› current]. */
export async function insightsTrail(current?: Crumb): Promise<Crumb[]> {
  const site = await getSite();
  const listing = { label: (await getPage(INSIGHTS_PATH.slice(1))).data.title, href: INSIGHTS_PATH };
  return current ? trail(site.name, [listing], current) : trail(site.name, [], listing);
}

/**
 * The words of the pages of /insights (its own: "Older articles") and of a
 * topic's (titled as every other list's later pages are).
 */
export async function insightsListWords(topic = false): Promise<ListWords> {
  const [text, { lists }] = await Promise.all([getInsightsText(), getPageText()]);
  const own = { pagination: text.pagination, previous: text.previous, next: text.next };
  return topic
    ? { ...lists, ...own }
    : { ...lists, ...own, pageTitle: text.pageTitle, pageDescription: text.pageDescription };
}

/** A date as the pages show it: ISO for <time>, and in words. */
export function dayOf(date: Date): { iso: string; label: string } {
  return { iso: isoDay(date), label: formatDay(date) };
}

/** An article as the lists show it (src/components/insights/ArticleList). */
export function articleItem(a: ArticleView, text: InsightsText): ArticleItem {
  return {
    title: a.entry.data.title,
    summary: a.entry.data.summary,
    href: a.href,
    date: dayOf(a.published),
    readingTime: fill(text.readingTime, { minutes: a.minutes }),
    byline: `${text.by} ${new Intl.ListFormat('en-US').format(a.authors.map((p) => p.entry.data.name))}`,
  };
}

/** The topic filter: every article, then each topic in use. */
export async function topicLinks(): Promise<{ label: string; href: string }[]> {
  const [text, tags] = await Promise.all([getInsightsText(), getTags()]);
  return [{ label: text.allTopics, href: INSIGHTS_PATH }, ...tags.map((t) => ({ label: t.name, href: t.href }))];
}
