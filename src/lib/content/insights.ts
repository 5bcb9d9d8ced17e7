/** The articles and the people who write them, as the insights, about, person and service pages show them. */
import type { InsightsText, TagId } from '../../content/schema';
import { TAG_IDS } from '../../content/schema';
import type { ArticleItem } from '../../components/ArticleList/ArticleList';
import type { PersonCard } from '../../components/AuthorBox/AuthorBox';
import { buildDate } from '../buildDate';
import { fill } from '../fill';
import { formatDay, isoDay } from '../jobs';
import {
  articlesByPerson,
  articlesForService,
  initials,
  isPublished,
  newestArticleFirst,
  readingMinutes,
  referenceProblems,
  tagsInUse,
} from '../insights';
import { INSIGHTS_PATH, articlePath, personPath, routeOf, tagPath, trail, type Crumb } from '../routes';
import { entriesOf, getPage, objectOf, type ArticleEntry, type PersonEntry } from './collections';
import { getServices } from './services';
import { getSite } from './site';

/** A service as an article or person names it. */
export interface ServiceLink {
  id: string;
  title: string;
  href: string;
}

/** A person with their page and the services they work in. */
export interface PersonView {
  entry: PersonEntry;
  slug: string;
  href: string;
  services: ServiceLink[];
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
  /** For sorting and related articles (src/lib/insights.ts, src/lib/related.ts). */
  published: Date;
}

/** The words of the insights pages and the topics' names (src/content/data/insights.yml). */
export function getInsightsText(): Promise<InsightsText> {
  return objectOf('insights');
}

let checked: Promise<void> | undefined;

/** The build stops, naming each file, while an article or person names an author or service that does not exist. */
function checkReferences(): Promise<void> {
  if (import.meta.env.DEV) checked = undefined;
  return (checked ??= (async () => {
    const [articles, people, services] = await Promise.all([entriesOf('articles'), entriesOf('people'), getServices()]);
    const problems = referenceProblems(
      articles.map((a) => ({ slug: a.id, ...a.data })),
      people.map((p) => ({ slug: p.id, services: p.data.services })),
      services.map((s) => s.id),
    );
    if (problems.length > 0) throw new Error(problems.join('\n'));
  })());
}

async function serviceLinks(ids: readonly string[]): Promise<ServiceLink[]> {
  const services = await getServices();
  return ids.flatMap((id) => {
    const found = services.find((s) => s.id === id);
    return found ? [{ id, title: found.data.title, href: routeOf(id) }] : [];
  });
}

/** The people, in their order on /about. */
export async function getPeople(): Promise<PersonView[]> {
  await checkReferences();
  const entries = [...(await entriesOf('people'))].sort(
    (a, b) => a.data.order - b.data.order || a.id.localeCompare(b.id),
  );
  return Promise.all(
    entries.map(async (entry) => ({
      entry,
      slug: entry.id,
      href: personPath(entry.id),
      services: await serviceLinks(entry.data.services),
    })),
  );
}

let published: Promise<ArticleView[]> | undefined;

/** The published articles (on or before the build date), newest first; read once per build, afresh under `astro dev`. */
export function getArticles(): Promise<ArticleView[]> {
  if (import.meta.env.DEV) published = undefined;
  return (published ??= readArticles());
}

async function readArticles(): Promise<ArticleView[]> {
  await checkReferences();
  const [entries, people, text] = await Promise.all([entriesOf('articles'), getPeople(), getInsightsText()]);
  const today = buildDate();
  const views = await Promise.all(
    entries
      .filter((entry) => isPublished(entry.data, today))
      .map(async (entry): Promise<ArticleView> => ({
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

/** The published articles tied to a service (its "From our insights"), newest first. */
export async function getArticlesOf(serviceId: string): Promise<ArticleView[]> {
  const tied = (await getArticles()).map((view) => ({ view, services: view.entry.data.services }));
  return articlesForService(tied, serviceId).map((a) => a.view);
}

/** The published articles a person wrote or co-wrote, newest first. */
export async function getArticlesBy(personId: string): Promise<ArticleView[]> {
  const written = (await getArticles()).map((view) => ({ view, authors: view.entry.data.authors }));
  return articlesByPerson(written, personId).map((a) => a.view);
}

/** Home › Insights [› current]. */
export async function insightsTrail(current?: Crumb): Promise<Crumb[]> {
  const site = await getSite();
  const listing = { label: (await getPage(INSIGHTS_PATH.slice(1))).data.title, href: INSIGHTS_PATH };
  return current ? trail(site.name, [listing], current) : trail(site.name, [], listing);
}

/** Home › About us › the person. */
export async function personTrail(person: PersonView): Promise<Crumb[]> {
  const site = await getSite();
  const about = { label: (await getPage('about')).data.title, href: routeOf('about') };
  return trail(site.name, [about], { label: person.entry.data.name, href: person.href });
}

/** A date as the pages show it: ISO for <time>, and in words. */
export function dayOf(date: Date): { iso: string; label: string } {
  return { iso: isoDay(date), label: formatDay(date) };
}

/** An article as the lists show it (src/components/ArticleList). */
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

/** A person as the author box and /about show them. */
export function personCard(p: PersonView): PersonCard {
  const { name, role, bio, photo } = p.entry.data;
  return { name, role, bio, href: p.href, initials: initials(name), photo };
}

/** The topic filter: every article, then each topic in use. */
export async function topicLinks(): Promise<{ label: string; href: string }[]> {
  const [text, tags] = await Promise.all([getInsightsText(), getTags()]);
  return [{ label: text.allTopics, href: INSIGHTS_PATH }, ...tags.map((t) => ({ label: t.name, href: t.href }))];
}
