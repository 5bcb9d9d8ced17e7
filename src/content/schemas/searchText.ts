/** Every word of site search that is not in the search page's Markdown (src/content/data/search.yml). */
import { z } from 'astro/zod';
import { template, text } from './common';
import { SEARCH_KINDS, type SearchKind } from '../../lib/search/indexing';

export const searchTextSchema = z.object({
  button: text.describe('The search button in the header of every page.'),
  dialogLabel: text.describe('The name of the search box that opens from that button, read by screen readers.'),
  fieldLabel: text.describe('The label of the search field (header, search page, page not found).'),
  submit: text.describe('The button that runs the search.'),
  shortcut: text.describe('On the search page, under the field: how to reach it from the keyboard.'),
  noScript: text.describe('On the search page without JavaScript: why no results show.'),
  noScriptLink: text.describe('After that line: the link to the site map at the foot of the page.'),
  loading: text.describe('While the search index loads.'),
  failed: text.describe('When the search index could not be loaded.'),
  countOne: template('query').describe('Announced when one result is found; {query} is what was searched for.'),
  countMany: template('count', 'query').describe('When several are found; {count} is the number.'),
  none: template('query').describe('When nothing is found.'),
  showingFor: text.describe(
    'Before the corrected spelling when the query as typed found nothing, e.g. "Showing results for".',
  ),
  more: text.describe('Under the results when more were found than are shown: the button that shows the next ones.'),
  filterLegend: text.describe('The name of the kind filter over the results.'),
  allKinds: text.describe('The choice of that filter that shows every kind.'),
  kinds: z
    .object(
      Object.fromEntries(SEARCH_KINDS.map((k) => [k, text.describe(`A result of the kind "${k}".`)])) as Record<
        SearchKind,
        typeof text
      >,
    )
    .describe('The name of each kind of result, shown beside it and in the filter.'),
  notFoundHeading: text.describe('On the page-not-found page: the heading above the search box.'),
});

export type SearchText = z.infer<typeof searchTextSchema>;
