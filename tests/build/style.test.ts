/**
 * The house style over the built site, as advice (tests/support/styleAdvice.ts):
 * lengths of articles, service pages and roles, wording repeated on two
 * pages, a program page's text before its service cards, a service page's
 * sections and listed offerings, and the specification's claims. None of it fails a run; `npm test`
 * lists it after its table and on the pull request. What these tests check is
 * that the advice names a file the owner can open.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { recordAdvice, type Advice } from '../../scripts/lib/advice.mjs';
import { CONTENT_FIXTURES } from '../../scripts/lib/test-env.mjs';
import { countWords } from '../../src/lib/insights/articles';
import { contentFileOf } from '../support/contentFiles';
import { jsonLd, normalise, readBuilt, words } from '../support/dist';
import { allRoutes, articles, categories, openJobs } from '../support/site';
import {
  ARTICLE_WORDS,
  introAdvice,
  serviceShapeAdvice,
  missingClaimAdvice,
  repeatedTextAdvice,
  sharedTitleAdvice,
  roleTextAdvice,
  SERVICE_WORDS,
  wordCountAdvice,
} from '../support/styleAdvice';

const routes = allRoutes();
const fileOf = (path: string) => contentFileOf(path) ?? `the page ${path}`;
const mainText = (path: string): string => normalise(readBuilt(path).querySelector('main')?.textContent ?? '');

/** The claims the original specification asked each page to state (shared/spec/website-spec.md). */
const SPEC_CLAIMS: [string, RegExp[]][] = [
  ['/Staffingservices', [/(more than|over) 30 years/i, /recruit/i]],
  ['/Cybersecurity', [/5%/, /automated/i, /at least five (goals|objectives)/i, /red[- ]team/i]],
  ['/Blockchain', [/(more than|over) 30 proof-of-concept/i]],
  ['/Assessments', [/KTEP/, /17 factors/, /four clusters/, /Wave/, /1 in 5\b/, /1 in 50\b/]],
  [
    '/Processconsulting',
    [
      /CMMI Level 5/,
      ...[
        '9001',
        '13485',
        '14001',
        '45001',
        '18001',
        '20000',
        '22301',
        '27001',
        '27017',
        '27018',
        '29100',
        '31000',
      ].map((n) => new RegExp(`\\b${n}\\b`)),
    ],
  ],
];

/**
 * Records the advice once its files are checked: each names a content file that exists, or a page. The
 * test build's fixtures are the tests' own entries, not the owner's: no advice on them.
 */
function report(advice: Advice[]): void {
  for (const a of advice) {
    expect(a.file.startsWith('the page ') || existsSync(a.file), a.file).toBe(true);
    expect(a.advice.length, a.file).toBeGreaterThan(20);
  }
  recordAdvice(advice.filter((a) => !a.file.startsWith(`${CONTENT_FIXTURES}/`)));
}

describe('house style, reported as advice', () => {
  it('articles of 800 to 1,200 words', () => {
    report(articles.flatMap((a) => wordCountAdvice(fileOf(a.path), 'article', countWords(a.body), ARTICLE_WORDS)));
  });

  it('service pages of 400 to 900 words', () => {
    report(
      routes
        .filter((r) => r.kind === 'service')
        .flatMap((r) =>
          wordCountAdvice(
            fileOf(r.path),
            'service page',
            words(readBuilt(r.path).querySelector('[data-prose]')),
            SERVICE_WORDS,
          ),
        ),
    );
  });

  it('program pages short before their service cards: two paragraphs at most, no headings', () => {
    report(
      Object.values(categories).flatMap(({ href }) => {
        const prose = readBuilt(href).querySelector('[data-prose]');
        return introAdvice(fileOf(href), {
          paragraphs: prose?.querySelectorAll('p').length ?? 0,
          headings: prose?.querySelectorAll('h2, h3, h4').length ?? 0,
        });
      }),
    );
  });

  it('service pages in sections, with their offerings as bullet points', () => {
    report(
      routes
        .filter((r) => r.kind === 'service')
        .flatMap((r) => {
          const prose = readBuilt(r.path).querySelector('[data-prose]');
          return serviceShapeAdvice(fileOf(r.path), {
            sections: prose?.querySelectorAll('h2').length ?? 0,
            offerings: prose?.querySelectorAll('ul li').length ?? 0,
          });
        }),
    );
  });

  it("roles described fully, with lists, in what job search sites read (each open role's JobPosting)", () => {
    report(
      openJobs.flatMap((j) => {
        const posting = jsonLd(j.path).find((d) => d['@type'] === 'JobPosting');
        return roleTextAdvice(fileOf(j.path), String(posting?.['description'] ?? ''));
      }),
    );
  });

  it('each page in its own words: descriptions and paragraphs not repeated (role pages aside: their hiring steps repeat by design)', () => {
    const pages = routes.map((r) => ({ path: r.path, file: fileOf(r.path), doc: readBuilt(r.path) }));
    report([
      ...repeatedTextAdvice(
        pages.map((p) => ({
          ...p,
          texts: [p.doc.querySelector('meta[name="description"]')?.getAttribute('content') ?? ''],
        })),
        'description',
      ),
      ...repeatedTextAdvice(
        pages
          .filter((p) => !p.path.startsWith('/careers/'))
          .map((p) => ({
            ...p,
            texts: p.doc.querySelectorAll('[data-prose] p, [data-prose] li').map((e) => normalise(e.textContent)),
          })),
        'text',
      ),
    ]);
  });

  it('each page its own tab title', () => {
    const titled = routes.map((r) => ({
      path: r.path,
      file: contentFileOf(r.path),
      title: readBuilt(r.path).querySelector('title')?.textContent ?? '',
    }));
    report(sharedTitleAdvice(titled).advice);
  });

  it("the specification's claims, each on its page", () => {
    report(
      SPEC_CLAIMS.filter(([path]) => routes.some((r) => r.path === path)).flatMap(([path, claims]) =>
        missingClaimAdvice(fileOf(path), mainText(path), claims),
      ),
    );
  });
});
