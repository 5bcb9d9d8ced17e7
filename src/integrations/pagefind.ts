import type { AstroIntegration } from 'astro';
import { readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { close, createIndex } from 'pagefind';
import { fileOfRoute } from '../lib/site/builtFiles.ts';
import { searchKindOf } from '../lib/search/indexing';
import type { SitePage } from '../lib/site/pages';
import { indexedText, wordList } from '../lib/search/spelling';

/** Where the index goes in dist/; the search page loads it from there (src/components/search/SiteSearch/pagefind.ts). */
export const PAGEFIND_DIR = 'pagefind';
/** Pagefind's ready-made interfaces and its index for pages of no language, written every time; the site uses its JavaScript API, in English. */
const UNUSED = /^(?:pagefind-(?:component-ui|modular-ui|ui|highlight)\.|wasm\.unknown\.)/;

/**
 * After the build, indexes the built pages search covers (src/lib/search/indexing.ts:
 * each carries data-pagefind-body and its kind) with Pagefind, under their
 * routes, into dist/pagefind/, and writes the site's word list beside it
 * (pagefind/words.json) for correcting misspelled queries (src/lib/search/spelling.ts).
 */
export function pagefindIndex(pages: readonly SitePage[]): AstroIntegration {
  return {
    name: 'pagefind',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const { index, errors } = await createIndex({ forceLanguage: 'en' });
        if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
        const texts: string[] = [];
        for (const page of pages.filter((p) => searchKindOf(p))) {
          const html = await readFile(join(root, fileOfRoute(page.path)), 'utf8');
          const added = await index.addHTMLFile({ url: page.path, content: html });
          if (added.errors.length > 0) throw new Error(`Pagefind, ${page.path}: ${added.errors.join('; ')}`);
          texts.push(indexedText(html));
        }
        const out = join(root, PAGEFIND_DIR);
        const written = await index.writeFiles({ outputPath: out });
        if (written.errors.length > 0) throw new Error(`Pagefind: ${written.errors.join('; ')}`);
        await close();
        for (const file of await readdir(out)) if (UNUSED.test(file)) await rm(join(out, file));
        const words = wordList(texts);
        await writeFile(join(out, 'words.json'), JSON.stringify(words));
        logger.info(`${relative(process.cwd(), out)}/: ${texts.length} pages indexed, ${words.length} words listed`);
      },
    },
  };
}
