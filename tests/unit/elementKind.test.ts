/** What tells two elements apart when the browser checks pick a sample of each template's pages (tests/support/elementKind.ts). */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { kindOf } from '../support/elementKind';

const kind = (html: string): string => {
  const el = parse(html).querySelector('*');
  if (!el) throw new Error(`not an element: ${html}`);
  return kindOf(el);
};

describe('kindOf', () => {
  it.each([
    [
      'two icons of the same component',
      '<svg class="lucide lucide-shield-check x"></svg>',
      '<svg class="x lucide lucide-cpu"></svg>',
      true,
    ],
    [
      'an icon and one of another component',
      '<svg class="lucide lucide-cpu x"></svg>',
      '<svg class="lucide lucide-cpu y"></svg>',
      false,
    ],
    ['the same classes in another order', '<p class="a b"></p>', '<p class="b a"></p>', true],
    ['another tag', '<p class="a"></p>', '<span class="a"></span>', false],
    ['a class more', '<p class="a"></p>', '<p class="a b"></p>', false],
  ])('%s: the same kind, %s', (_, a, b, same) => {
    expect(kind(a) === kind(b)).toBe(same);
  });
});

/** The site's source files that hold styles. */
const styleSources = (readdirSync('src', { recursive: true, encoding: 'utf8' }) as string[])
  .filter((f) => /\.(css|astro|tsx)$/.test(f))
  .map((f) => join('src', f));

it("no style of the site names a line icon's own class, so an icon's name changes nothing the checks look at", () => {
  expect(styleSources.length).toBeGreaterThan(0);
  const naming = styleSources.filter((f) =>
    /\.lucide-[a-z]|class[*^$~|]?=["']?[^"'\]]*lucide-/.test(readFileSync(f, 'utf8')),
  );
  expect(naming).toEqual([]);
});
