/**
 * Which addresses content may link to: a web address, an e-mail address, a
 * phone number or a path on this site. Anything else with a scheme
 * (javascript:, data:, vbscript:, file:…) is refused, so a link written in
 * content can only ever open a page. Pure.
 */

/** The schemes a link from content may use. */
export const SAFE_SCHEMES = ['https', 'http', 'mailto', 'tel'] as const;

/** What a link may be, in an owner's words: the message every refusal ends with. */
export const SAFE_URL_HINT = 'a web address (https://…), a path on this site (/about), mailto: or tel:';

/**
 * The scheme a browser would read in `url`, lowercased, or undefined for a
 * relative address. Browsers drop leading spaces and control characters and
 * every tab and line break before reading it ("java\tscript:" is javascript:).
 */
export function urlScheme(url: string): string | undefined {
  const read = url.replace(/^[\u0000-\u0020]+/, '').replace(/[\t\n\r]/g, '');
  return /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(read)?.[1]?.toLowerCase();
}

/** Whether `url` is relative or uses one of the safe schemes. */
export function isSafeUrl(url: string): boolean {
  const scheme = urlScheme(url);
  return scheme === undefined || (SAFE_SCHEMES as readonly string[]).includes(scheme);
}
