/**
 * The one check of the references between articles, people and services, for
 * every reader of either (src/lib/insights/content.ts, src/lib/people/content.ts):
 * run once per build, afresh under `astro dev`. Build time only.
 */
import { entriesOf } from '../site/collections';
import { getServices } from '../services/content';
import { referenceProblems } from './articles';

let checked: Promise<void> | undefined;

/** The build stops, naming each file, while an article or person names an author or service that does not exist. */
export function checkReferences(): Promise<void> {
  if (import.meta.env.DEV) checked = undefined;
  return (checked ??= (async () => {
    const [articles, people, services] = await Promise.all([entriesOf('articles'), entriesOf('people'), getServices()]);
    const problems = referenceProblems(
      articles.map((a) => ({ slug: a.id, ...a.data })),
      people.map((p) => ({ slug: p.id, services: p.data.services })),
      services.map((s) => s.id),
    );
    if (problems.length > 0) throw new Error(problems.join('\n'));
  })());
}
