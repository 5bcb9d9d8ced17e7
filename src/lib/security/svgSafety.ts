/**
 * Uploads are images, never documents: an SVG the site serves (a partner's
 * logo, any upload) may draw, and do nothing else. Opened by itself, an SVG
 * is a document of the site's origin, so a script in it would run there. The
 * build refuses an SVG with a script, an event attribute, a foreignObject
 * (HTML inside the picture), a reference to anything outside the file, or a
 * javascript: address, naming the file and what is wrong
 * (src/integrations/contentSafety.ts). Refused rather than sanitized: the
 * owner replaces the file, and what the site serves is what was uploaded.
 *
 * Read as text, conservatively: entities are decoded first, and a tag name
 * is matched with any namespace prefix, so a spelling a browser would still
 * run is refused too. Pure.
 */

/** What to do about a refused SVG, in an owner's words. */
export const SVG_ADVICE =
  'Save the logo again as a plain SVG from the design program (or ask the partner for one): a logo only draws.';

/** Elements that run code, embed a document or change the file into something else. */
const REFUSED_ELEMENTS: Record<string, string> = {
  script: 'a <script> element, code that would run on the site',
  foreignobject: 'a <foreignObject> element, HTML inside the picture',
  iframe: 'an <iframe> element, another page inside the picture',
  embed: 'an <embed> element, another document inside the picture',
  object: 'an <object> element, another document inside the picture',
  handler: 'a <handler> element, code that would run on the site',
  listener: 'a <listener> element, code that would run on the site',
};

/** What a reference inside the file may point to: a part of the same file, or a picture held in it. */
const LOCAL_REFERENCE = /^\s*(#|data:image\/(png|jpeg|gif|webp);base64,)/i;

const TAG = /<([A-Za-z_][\w:.-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const ATTRIBUTE = /([^\s=/]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/g;

/** The text with XML's character references and the predefined entities decoded. */
function decoded(text: string): string {
  const named: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
  return text
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&(lt|gt|amp|quot|apos);/g, (_, name: string) => named[name] ?? '');
}

/** What is wrong with an SVG file's text, one entry per problem; [] for a picture the site may serve. */
export function svgFindings(svg: string): string[] {
  const text = decoded(svg);
  const found = new Set<string>();
  if (/<!ENTITY/i.test(text)) found.add('an entity declaration (<!ENTITY), which can pull in other files');
  for (const [, name = '', attributes = ''] of text.matchAll(TAG)) {
    const element = name.replace(/^.*:/, '').toLowerCase();
    const refused = REFUSED_ELEMENTS[element];
    if (refused) found.add(refused);
    for (const [, attribute = '', ...values] of attributes.matchAll(ATTRIBUTE)) {
      const value = values.find((v) => v !== undefined) ?? '';
      const local = attribute.replace(/^.*:/, '').toLowerCase();
      if (/^on/i.test(local)) found.add(`an ${attribute} attribute on <${name}>, code that would run on the site`);
      if ((local === 'href' || local === 'src') && !LOCAL_REFERENCE.test(value)) {
        found.add(`a reference to ${JSON.stringify(value.slice(0, 60))} on <${name}>, outside the file`);
      }
    }
  }
  // Browsers drop tabs and line breaks inside a scheme: "java\tscript:" is javascript:.
  if (/j\s*a\s*v\s*a\s*s\s*c\s*r\s*i\s*p\s*t\s*:/i.test(text)) {
    found.add('a javascript: address');
  }
  if (/@import/i.test(text)) found.add('a style @import, which loads a file from elsewhere');
  for (const match of text.matchAll(/url\(\s*["']?([^"')]*)/gi)) {
    const target = match[1] ?? '';
    if (!LOCAL_REFERENCE.test(target)) found.add(`a style url(${target.slice(0, 60)}), outside the file`);
  }
  return [...found];
}
