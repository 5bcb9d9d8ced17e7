/** Which other services a service page suggests. Pure. */

export interface Ranked {
  id: string;
  category: string;
  order: number;
}

/**
 * Up to `count` other services of the same category: the ones that follow
 * this one in card order, wrapping round to the first, so every service is
 * suggested by its neighbours.
 */
export function relatedServices<T extends Ranked>(all: readonly T[], current: Ranked, count = 3): T[] {
  const same = all.filter((s) => s.category === current.category).sort((a, b) => a.order - b.order);
  const at = same.findIndex((s) => s.id === current.id);
  const after = at === -1 ? same : [...same.slice(at + 1), ...same.slice(0, at)];
  return after.filter((s) => s.id !== current.id).slice(0, count);
}
