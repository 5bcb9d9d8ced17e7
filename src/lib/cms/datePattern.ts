/**
 * Regular expressions over YYYY-MM-DD dates, for the editor's list filters
 * (Decap filters by pattern only): the dates on or after a day, and the
 * dates before it. Pure.
 */

/** The digit strings of the same length as `digits` that are greater than it, as regex alternatives. */
function greaterThan(digits: string): string[][] {
  const out: string[][] = [];
  for (let i = 0; i < digits.length; i++) {
    const d = Number(digits[i]);
    if (d === 9) continue;
    const next = d + 1 === 9 ? '9' : `[${d + 1}-9]`;
    out.push([...digits.slice(0, i), next, ...Array<string>(digits.length - i - 1).fill('\\d')]);
  }
  return out;
}

/** Tokens of YYYYMMDD back into YYYY-MM-DD. */
const dashed = (tokens: string[]): string =>
  `${tokens.slice(0, 4).join('')}-${tokens.slice(4, 6).join('')}-${tokens.slice(6).join('')}`;

/** `open`: a date on or after `day` (YYYY-MM-DD); `closed`: a date before it. */
export function datesFromPattern(day: string): { open: string; closed: string } {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`not a YYYY-MM-DD date: ${day}`);
  const digits = day.replace(/-/g, '');
  const alternatives = [day, ...greaterThan(digits).map(dashed)];
  const open = `^(?:${alternatives.join('|')})`;
  return { open, closed: `^(?!${open.slice(1)})\\d{4}-\\d{2}-\\d{2}` };
}
