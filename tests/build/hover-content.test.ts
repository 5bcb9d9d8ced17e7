/**
 * Content on hover or focus (WCAG 1.4.13): the site shows none. Its menu and
 * search open on a press, as popovers the visitor closes with Escape, and a
 * card's hover only moves its arrow. Read from the CSS of every built page:
 * no rule reveals another element, or adds words through a pseudo-element,
 * when something is hovered or focused. Should such content ever be wanted,
 * it must then be dismissible, hoverable and persistent, with a browser test
 * of each; this check says where.
 */
import postcss, { type Rule } from 'postcss';
import { describe, expect, it } from 'vitest';
import { inlineCss, readBuilt } from '../support/dist';
import { allRoutes } from '../support/site';

/** A hover or focus state, then a combinator and another element, or a pseudo-element of the state's own. */
const REVEALS_OTHER = /:(?:hover|focus(?:-within|-visible)?)\b[^,]*?(?:\s*[>+~]\s*|\s+)[^\s>+~]/;
const ADDS_PSEUDO = /:(?:hover|focus(?:-within|-visible)?)[^,\s>+~]*::?(?:before|after)/;
/** Declarations that show or hide content. */
const SHOWS = /^(?:display|visibility|opacity|clip|clip-path|max-height|height|content)$/;

/** The rules in `css` that show content on hover or focus, as "selector { property }". */
function revealingRules(css: string): string[] {
  const found: string[] = [];
  postcss.parse(css).walkRules((rule: Rule) => {
    for (const selector of rule.selectors) {
      if (!REVEALS_OTHER.test(selector) && !ADDS_PSEUDO.test(selector)) continue;
      rule.walkDecls((decl) => {
        const hiding = decl.prop === 'display' && decl.value === 'none';
        if (SHOWS.test(decl.prop) && !hiding) found.push(`${selector} { ${decl.prop} }`);
      });
    }
  });
  return found;
}

describe('no content appears on hover or focus alone', () => {
  it.each([
    ['.tip-trigger:hover .tip { display: block }', ['.tip-trigger:hover .tip { display }']],
    ['.a:focus-within > .b { opacity: 1 }', ['.a:focus-within > .b { opacity }']],
    ['.a:hover::after { content: "more" }', ['.a:hover::after { content }']],
    ['.card:hover .arrow { transform: translateX(4px) }', []],
    ['.skip:focus { transform: none }', []],
    ['.link:hover { text-decoration: underline }', []],
  ])('the check itself: %s', (css, expected) => {
    expect(revealingRules(css)).toEqual(expected);
  });

  it.each(allRoutes().map((r) => r.path))('%s', (path) => {
    const css = inlineCss(readBuilt(path)).join('\n');
    expect(revealingRules(css)).toEqual([]);
  });
});
