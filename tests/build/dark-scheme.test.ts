/**
 * The dark scheme changes colors only: inside `@media (prefers-color-scheme: dark)` the built CSS
 * sets color tokens (custom properties named --color-… and --shadow-…) and nothing else, and no
 * element but the theme-color meta picks by the color scheme. So no element shows, hides, moves or
 * changes size in the dark, and axe runs only its color rules there (tests/support/axe.ts).
 */
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { inlineCss, readBuilt } from '../support/dist';
import { allRoutes } from '../support/site';

const DARK = /prefers-color-scheme\s*:\s*dark/;
/** The site's color tokens, and the switches Lightning CSS writes for the colors of `light-dark()`. */
const COLOR_TOKEN = /^--(?:color-|shadow-|lightningcss-(?:light|dark)$)/;

/** What `css` sets in the dark scheme besides color tokens, as "selector { property }". */
function notColors(css: string): string[] {
  const found: string[] = [];
  postcss.parse(css).walkAtRules('media', (media) => {
    if (!DARK.test(media.params)) return;
    media.walkDecls((decl) => {
      if (!COLOR_TOKEN.test(decl.prop))
        found.push(`${decl.parent?.type === 'rule' ? decl.parent.selector : '@media'} { ${decl.prop} }`);
    });
  });
  return found;
}

describe('the dark scheme', () => {
  it('finds a declaration other than a color token (the check itself)', () => {
    expect(
      notColors('@media (prefers-color-scheme: dark){:root{--color-ink:#fff}.menu{display:none;--color-bg:#000}}'),
    ).toEqual(['.menu { display }']);
  });

  it('changes colors only, on every built page', () => {
    const found = allRoutes().flatMap((route) => {
      const page = readBuilt(route.path);
      const css = inlineCss(page).flatMap(notColors);
      const picked = page
        .querySelectorAll('[media]')
        .filter((el) => DARK.test(el.getAttribute('media') ?? '') && el.getAttribute('name') !== 'theme-color')
        .map((el) => `<${el.tagName.toLowerCase()} media="${el.getAttribute('media')}">`);
      return [...css, ...picked].map((what) => `${route.path}: ${what}`);
    });
    expect(found).toEqual([]);
  });
});
