/**
 * Articles and the people who write them: which are published, their order,
 * reading time, the initials shown without a photo,
 * and the references between articles, people and services. Pure: no
 * content reading, no I/O. Their routes: src/lib/site/routes.ts; related
 * articles: src/lib/insights/related.ts.
 */
import { FIRST_FEW, groupsPast, type Group } from '../site/pagination';
import { personArticlesPath, serviceArticlesPath } from '../site/routes';
import { fill } from '../utils/fill';

/** Reading speed for the reading time, in words a minute. */
export const WORDS_PER_MINUTE = 230;

/** "YYYY-MM-DD" of a date (UTC, as front matter dates are read). */
const day = (date: Date): string => date.toISOString().slice(0, 10);

/** An article is live from its publication date: on the build date or before it. */
export function isPublished(article: { published: Date }, buildDate: string): boolean {
  return day(article.published) <= buildDate;
}

/**
 * Whether an article gets a page marked as scheduled: in a preview build, when its publication date
 * is still ahead, so the editor's preview link opens it before it goes live. Never in production.
 */
export function isScheduledPreview(article: { published: Date }, buildDate: string, preview: boolean): boolean {
  return preview && !isPublished(article, buildDate);
}

/** The date it last changed: its update, else its publication. */
export function lastChanged(article: { published: Date; updated?: Date | undefined }): Date {
  return article.updated ?? article.published;
}

/** For sort(): the most recently published first, then by slug, so the order never depends on the file system. */
export function newestArticleFirst(a: { slug: string; published: Date }, b: { slug: string; published: Date }): number {
  return b.published.getTime() - a.published.getTime() || a.slug.localeCompare(b.slug);
}

/**
 * The words a reader reads in a Markdown text: link targets, images, HTML
 * tags and Markdown's marks are not words.
 */
export function countWords(markdown: string): number {
  const text = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ');
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** Minutes to read a text, rounded up; at least one. */
export function readingMinutes(markdown: string, wordsPerMinute = WORDS_PER_MINUTE): number {
  return Math.max(1, Math.ceil(countWords(markdown) / wordsPerMinute));
}

/** The articles (in the order given) that name a service. */
export function articlesForService<T extends { services: readonly string[] }>(articles: readonly T[], id: string): T[] {
  return articles.filter((a) => a.services.includes(id));
}

/** The articles (in the order given) a person wrote or co-wrote. */
export function articlesByPerson<T extends { authors: readonly string[] }>(articles: readonly T[], id: string): T[] {
  return articles.filter((a) => a.authors.includes(id));
}

/** The words of those lists (src/content/data/insights.yml): {name} is the person's, {service} the service's. */
export interface ArticleGroupWords {
  personArticles: string;
  personLead: string;
  serviceArticles: string;
  serviceLead: string;
}

/**
 * The lists of every article of one person (at personArticlesPath) or one service (serviceArticlesPath)
 * whose page shows only the newest `few`: one for each that has more; a page with no more than the few
 * shows them all. `articles` (the published ones) in the order the lists keep.
 */
export function articleGroups<T extends { authors: readonly string[]; services: readonly string[] }>(
  articles: readonly T[],
  owners: { people: readonly { id: string; name: string }[]; services: readonly { id: string; title: string }[] },
  words: ArticleGroupWords,
  few: number = FIRST_FEW.articles,
): Group<T>[] {
  return [
    ...groupsPast(owners.people, few, (p) => ({
      path: personArticlesPath(p.id),
      title: fill(words.personArticles, { name: p.name }),
      lead: fill(words.personLead, { name: p.name }),
      items: articlesByPerson(articles, p.id),
    })),
    ...groupsPast(owners.services, few, (s) => ({
      path: serviceArticlesPath(s.id),
      title: fill(words.serviceArticles, { service: s.title }),
      lead: fill(words.serviceLead, { service: s.title }),
      items: articlesForService(articles, s.id),
    })),
  ];
}

/** The tags in use, in the fixed list's order. */
export function tagsInUse<Tag extends string>(
  all: readonly Tag[],
  articles: readonly { tags: readonly Tag[] }[],
): Tag[] {
  return all.filter((tag) => articles.some((a) => a.tags.includes(tag)));
}

/**
 * What is wrong with the references between articles, people and services,
 * one message per problem naming the file to fix: an author or service that
 * does not exist, a person's service that does not exist.
 */
export function referenceProblems(
  articles: readonly { slug: string; authors: readonly string[]; services: readonly string[] }[],
  people: readonly { slug: string; services: readonly string[] }[],
  serviceIds: readonly string[],
): string[] {
  const known = new Set(serviceIds);
  const persons = new Set(people.map((p) => p.slug));
  const problems: string[] = [];
  for (const a of articles) {
    for (const id of a.authors)
      if (!persons.has(id))
        problems.push(`src/content/articles/${a.slug}.md: unknown author "${id}" (no src/content/people/${id}.md)`);
    for (const id of a.services)
      if (!known.has(id)) problems.push(`src/content/articles/${a.slug}.md: unknown service "${id}"`);
  }
  for (const p of people)
    for (const id of p.services)
      if (!known.has(id)) problems.push(`src/content/people/${p.slug}.md: unknown service "${id}"`);
  return problems;
}

/** A piece this long (minutes of reading) or longer gets a table of contents. */
export const CONTENTS_FROM_MINUTES = 4;

/** The contents of a piece: its section links when it is long and has at least three sections, else none. */
export function contentsFor<T>(minutes: number, links: readonly T[]): readonly T[] {
  return minutes >= CONTENTS_FROM_MINUTES && links.length >= 3 ? links : [];
}
