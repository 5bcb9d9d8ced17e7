/** What the site makes of a person's name. Pure. */

/** "Priya Raman" → "PR", "Ana María de la Cruz" → "AC": the first letters of the first and last names. */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}
