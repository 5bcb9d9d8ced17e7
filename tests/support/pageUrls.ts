/**
 * The addresses a built page makes the browser load by itself, as it reads the
 * page, without a click: what the link check resolves
 * (tests/build/links.test.ts) and what the check that nothing comes from
 * another origin reads (tests/build/complete-pages.test.ts).
 */
import type { HTMLElement } from 'node-html-parser';

export interface PageUrl {
  /** The element's tag, or `style` for a url() in CSS. */
  tag: string;
  /** The attribute the address is in, or `url()`. */
  attribute: string;
  value: string;
  /** Whether the address is a picture's (a data: image is a picture's own bytes). */
  image: boolean;
}

/** Elements whose src (and srcset) the browser fetches. */
const SRC_TAGS = 'img, source, script, iframe, audio, video, track, embed, input[type="image"]';
const PICTURE_TAGS = ['img', 'source', 'input'];

/** The addresses of a CSS text's url()s and @imports; an SVG paint reference (`url(#id)`) is not one. */
export const cssUrls = (css: string): string[] =>
  [...css.matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)|@import\s+(['"])([^'"]+)\3/g)]
    .map((m) => m[2] ?? m[4] ?? '')
    .filter((url) => !url.startsWith('#'));

/** Every address `page` loads by itself: src and srcset, a poster, an object's data, a <link> that is not only a name, and url() in its CSS. */
export function loadedUrls(page: HTMLElement): PageUrl[] {
  const out: PageUrl[] = [];
  const add = (el: HTMLElement, attribute: string, value: string | undefined, image: boolean): void => {
    if (value !== undefined) out.push({ tag: el.rawTagName.toLowerCase(), attribute, value, image });
  };
  // A canonical or alternate link names an address; the browser requests nothing.
  for (const el of page.querySelectorAll('link[href]:not([rel~="canonical"]):not([rel~="alternate"])'))
    add(el, 'href', el.getAttribute('href'), false);
  for (const el of page.querySelectorAll(SRC_TAGS)) {
    const image = PICTURE_TAGS.includes(el.rawTagName.toLowerCase());
    add(el, 'src', el.getAttribute('src'), image);
    for (const candidate of el.getAttribute('srcset')?.split(/,(?=\s*\S)/) ?? [])
      add(el, 'srcset', candidate.trim().split(/\s+/)[0] ?? '', true);
  }
  for (const el of page.querySelectorAll('video[poster]')) add(el, 'poster', el.getAttribute('poster'), true);
  for (const el of page.querySelectorAll('object[data]')) add(el, 'data', el.getAttribute('data'), false);
  for (const el of page.querySelectorAll('style, [style]'))
    for (const url of cssUrls(el.getAttribute('style') ?? el.textContent))
      out.push({ tag: 'style', attribute: 'url()', value: url, image: true });
  return out;
}
