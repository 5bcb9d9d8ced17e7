/**
 * CSS every engine reads: the minifier writes for the engines the site supports (`cssTarget` in
 * astro.config.ts). Built for esnext, it merged `text-decoration: underline` and its thickness into
 * `text-decoration: underline 2px`, which WebKit drops whole: the current page's link lost its
 * underline on every page. Read from the CSS of every built page: no text-decoration shorthand
 * carries a thickness (a length, auto or from-font).
 */
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { inlineCss, readBuilt } from '../support/dist';
import { allRoutes } from '../support/site';

const THICKNESS = /(?:^|\s)(?:-?[\d.]+(?:px|em|rem|%)|auto|from-font)(?:\s|$)/;

/** The `text-decoration` declarations of `css` that carry a thickness. */
function thickShorthands(css: string): string[] {
  const found: string[] = [];
  postcss.parse(css).walkDecls(/^(?:-webkit-)?text-decoration$/, (decl) => {
    if (THICKNESS.test(decl.value)) found.push(`${decl.prop}: ${decl.value}`);
  });
  return found;
}

describe('CSS every engine reads', () => {
  it('finds a thickness in a shorthand (the check itself)', () => {
    expect(thickShorthands('a{text-decoration:underline 2px}b{text-decoration:underline}')).toEqual([
      'text-decoration: underline 2px',
    ]);
  });

  it('no built page has a text-decoration shorthand with a thickness, which WebKit drops', () => {
    const found = allRoutes().flatMap((route) =>
      inlineCss(readBuilt(route.path)).flatMap((css) => thickShorthands(css).map((d) => `${route.path}: ${d}`)),
    );
    expect(found).toEqual([]);
  });
});
