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
  for (;;) {
    // Each item's gain once a round: how many kinds it has that the chosen do not.
    const gains = items
      .filter((item) => !chosen.includes(item))
      .map((item) => ({ item, gain: [...(kinds.get(item) ?? [])].filter((k) => !covered.has(k)).length }));
    // Ties go to the first name, so the choice is the same on every run.
    const best = gains.sort((a, b) => b.gain - a.gain || name(a.item).localeCompare(name(b.item)))[0];
    if (best === undefined || best.gain === 0) return chosen;
    chosen.push(best.item);
    for (const k of kinds.get(best.item) ?? []) covered.add(k);
  }
}
