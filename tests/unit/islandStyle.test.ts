import { describe, expect, it } from 'vitest';
import { islandStyleInHead } from '../../src/lib/performance/islandStyle';

const STYLE = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';

describe("Astro's island style", () => {
  it.each([
    [
      'moves it from before the first island to the end of <head>',
      `<head><title>t</title></head><body><p>a</p>${STYLE}<astro-island></astro-island></body>`,
      `<head><title>t</title>${STYLE}</head><body><p>a</p><astro-island></astro-island></body>`,
    ],
    ['leaves a page without it alone', '<head></head><body><p>a</p></body>', '<head></head><body><p>a</p></body>'],
    [
      'leaves it where it already is in <head>',
      `<head>${STYLE}</head><body></body>`,
      `<head>${STYLE}</head><body></body>`,
    ],
  ])('%s', (_, html, expected) => expect(islandStyleInHead(html)).toBe(expected));
});
