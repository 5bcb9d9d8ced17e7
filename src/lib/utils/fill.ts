/** "{name}" placeholders filled in; a missing value leaves its placeholder. The one fill() of the site's words. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/**
 * The same template cut at its "{name}" placeholders, for words around an
 * element (a link, a <time>): the pieces of words, and between them the
 * values given, in order; a missing value leaves its placeholder, as fill() does.
 */
export function fillParts<T>(template: string, values: Readonly<Record<string, T>>): (string | T)[] {
  return template
    .split(/\{(\w+)\}/g)
    .map((piece, i) => (i % 2 === 0 ? piece : piece in values ? (values[piece] as T) : `{${piece}}`))
    .filter((piece) => piece !== '');
}
