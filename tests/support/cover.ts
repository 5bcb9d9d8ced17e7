/**
 * The fewest items that between them have every kind any of them has, chosen greedily: a test
 * that must reach every kind of thing (an element a template renders, a field an entry holds)
 * does so on a handful of items however many the content has.
 */
export function fewestCovering<T>(
  items: readonly T[],
  kindsOf: (item: T) => ReadonlySet<string>,
  name: (item: T) => string,
): T[] {
  const kinds = new Map(items.map((item) => [item, kindsOf(item)]));
  const covered = new Set<string>();
  const chosen: T[] = [];
  const gain = (item: T) => [...(kinds.get(item) ?? [])].filter((k) => !covered.has(k)).length;
  for (;;) {
    // Ties go to the first name, so the choice is the same on every run.
    const best = items
      .filter((item) => !chosen.includes(item))
      .sort((a, b) => gain(b) - gain(a) || name(a).localeCompare(name(b)))[0];
    if (best === undefined || gain(best) === 0) return chosen;
    chosen.push(best);
    for (const k of kinds.get(best) ?? []) covered.add(k);
  }
}
