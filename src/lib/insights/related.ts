/** Which other articles an article suggests. Pure. */

export interface Tagged {
  slug: string;
  tags: readonly string[];
  services: readonly string[];
  published: Date;
}

/** How much two articles have in common: one point per shared tag and per shared service. */
export function overlap(a: Omit<Tagged, 'slug' | 'published'>, b: Omit<Tagged, 'slug' | 'published'>): number {
  const shared = (x: readonly string[], y: readonly string[]) => x.filter((v) => y.includes(v)).length;
  return shared(a.tags, b.tags) + shared(a.services, b.services);
}

/**
 * Up to `count` other articles sharing a tag or a service with this one:
 * the most in common first, then the newest, then by slug. None in common:
 * not related.
 */
export function relatedArticles<T extends Tagged>(all: readonly T[], current: Tagged, count = 3): T[] {
  return all
    .filter((a) => a.slug !== current.slug)
    .map((a) => ({ a, score: overlap(a, current) }))
    .filter(({ score }) => score > 0)
    .sort(
      (x, y) =>
        y.score - x.score || y.a.published.getTime() - x.a.published.getTime() || x.a.slug.localeCompare(y.a.slug),
    )
    .slice(0, count)
    .map(({ a }) => a);
}
