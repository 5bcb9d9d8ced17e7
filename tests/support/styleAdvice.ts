/**
 * The house style's rules, each a pure function from what a page or an entry
 * says to advice in an owner's words (scripts/lib/advice.mjs). They never
 * fail a run: none of them harms a visitor. tests/build/style.test.ts runs
 * them over the build; tests/unit/styleAdvice.test.ts over fixtures.
 */
import type { Advice } from '../../scripts/lib/advice.mjs';

/** A range of words the house style asks for a kind of text. */
export interface WordRange {
  min: number;
  max?: number;
}

export const ARTICLE_WORDS: WordRange = { min: 800, max: 1200 };
export const SERVICE_WORDS: WordRange = { min: 400, max: 900 };
/** A role's JobPosting text: enough for Google to show the role in full, with its duties as a list. */
export const ROLE_TEXT_MIN_CHARACTERS = 500;
/** Paragraphs a program page's text may have before its service cards, so a visitor on a phone reaches them soon. */
export const INTRO_PARAGRAPHS = 2;
/** What a service page's text holds at least: sections (## headings) and offerings in a bulleted list, so a reader can scan it. */
export const SERVICE_SHAPE = { sections: 3, offerings: 4 } as const;
/** A paragraph shorter than this may repeat (a heading-like line, a short call to action). */
export const REPEAT_MIN_WORDS = 8;

const number = (n: number) => n.toLocaleString('en-US');

/** Advice when a text's word count is outside the house style's range. */
export function wordCountAdvice(file: string, kind: string, count: number, range: WordRange): Advice[] {
  const wanted = range.max ? `${number(range.min)} to ${number(range.max)}` : `at least ${number(range.min)}`;
  if (count < range.min)
    return [
      {
        file,
        field: 'text',
        advice: `This ${kind} has ${number(count)} words; the house style is ${wanted}. Add detail a reader can act on, such as an example or the steps you take.`,
      },
    ];
  if (range.max && count > range.max)
    return [
      {
        file,
        field: 'text',
        advice: `This ${kind} has ${number(count)} words; the house style is ${wanted}. Consider cutting it or splitting it in two.`,
      },
    ];
  return [];
}

/** Advice on a role's text as search engines receive it (its JobPosting description, HTML). */
export function roleTextAdvice(file: string, html: string): Advice[] {
  const text = html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const advice: Advice[] = [];
  if (text.length < ROLE_TEXT_MIN_CHARACTERS)
    advice.push({
      file,
      field: 'text',
      advice: `The role's description has ${number(text.length)} characters; job search sites show roles with at least ${number(ROLE_TEXT_MIN_CHARACTERS)} more fully. Describe the work, the team and what the person brings.`,
    });
  if (!/<li>/.test(html))
    advice.push({
      file,
      field: 'text',
      advice: 'List the duties or requirements as bullet points: candidates scan them first.',
    });
  return advice;
}

/** A page's text with the file behind it. */
export interface PageText {
  path: string;
  file: string;
  texts: string[];
}

/** Advice for each text of at least REPEAT_MIN_WORDS words that stands on an earlier page too, on the later one. */
export function repeatedTextAdvice(pages: readonly PageText[], field: string): Advice[] {
  const seen = new Map<string, string>();
  const advice: Advice[] = [];
  for (const page of pages) {
    for (const text of new Set(page.texts)) {
      if (text.split(' ').length < REPEAT_MIN_WORDS) continue;
      const first = seen.get(text);
      if (first === undefined) seen.set(text, page.path);
      else if (first !== page.path)
        advice.push({
          file: page.file,
          field,
          advice: `"${text.slice(0, 60)}…" also stands on ${first}. Search engines show one of two pages with the same words; say it in this page's own words.`,
        });
    }
  }
  return advice;
}

/** A page's tab title, with the content file it comes from (none for a page the site makes: a list, a page of one, a tag). */
export interface TitledPage {
  path: string;
  file: string | undefined;
  title: string;
}

/**
 * Pages that share a tab title: advice on each content file among them (two
 * openings of one job in one city are an ordinary edit; a visitor is not
 * harmed, but search results and open tabs look alike), and, as `faults`,
 * titles that two pages the site makes share: those come from the code, and
 * fail the checks.
 */
export function sharedTitleAdvice(pages: readonly TitledPage[]): { advice: Advice[]; faults: string[] } {
  const advice: Advice[] = [];
  const faults: string[] = [];
  for (const [title, sharing] of Map.groupBy(pages, (p) => p.title)) {
    if (sharing.length < 2) continue;
    const made = sharing.filter((p) => p.file === undefined);
    if (made.length > 1) faults.push(`"${title}": ${made.map((p) => p.path).join(', ')}`);
    for (const page of sharing)
      if (page.file !== undefined)
        advice.push({
          file: page.file,
          field: 'title',
          advice: `Its tab title, "${title}", is also that of ${sharing
            .filter((p) => p !== page)
            .map((p) => p.path)
            .join(
              ', ',
            )}. Search results and open tabs show them alike; add a word that tells them apart (the team, the client, the level).`,
        });
  }
  return { advice, faults };
}

/** Advice where a phrase the original specification asked a page to state is no longer on it. */
export function missingClaimAdvice(file: string, text: string, claims: readonly RegExp[]): Advice[] {
  return claims
    .filter((claim) => !claim.test(text))
    .map((claim) => ({
      file,
      field: 'text',
      advice: `The site's specification asked this page to state ${String(claim)}; it no longer does. Put it back if it is still true.`,
    }));
}

const counted = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;

/** Advice where a program page's text before its service cards is longer than INTRO_PARAGRAPHS, or has headings. */
export function introAdvice(file: string, intro: { paragraphs: number; headings: number }): Advice[] {
  if (intro.paragraphs <= INTRO_PARAGRAPHS && intro.headings === 0) return [];
  const has = [
    counted(intro.paragraphs, 'paragraph'),
    ...(intro.headings > 0 ? [counted(intro.headings, 'heading')] : []),
  ];
  return [
    {
      file,
      field: 'text',
      advice: `This program page has ${has.join(' and ')} before its service cards; the house style is at most ${INTRO_PARAGRAPHS} paragraphs and no headings, so a visitor on a phone reaches the services soon. Move the detail to the service pages.`,
    },
  ];
}

/** Advice where a service page's text has fewer sections or listed offerings than SERVICE_SHAPE. */
export function serviceShapeAdvice(file: string, shape: { sections: number; offerings: number }): Advice[] {
  if (shape.sections >= SERVICE_SHAPE.sections && shape.offerings >= SERVICE_SHAPE.offerings) return [];
  return [
    {
      file,
      field: 'text',
      advice: `This service page has ${counted(shape.sections, 'section')} (headings starting with ##) and ${counted(shape.offerings, 'item')} in bulleted lists; the house style is at least ${SERVICE_SHAPE.sections} sections and ${SERVICE_SHAPE.offerings} offerings as bullet points, so a reader can scan what you do.`,
    },
  ];
}
