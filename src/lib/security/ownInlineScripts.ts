/**
 * The inline scripts the project writes itself, beside Astro's own (which
 * Astro's policy lists): each by name, as the exact code it is. The
 * cspPerPage integration allows these and Astro's, and stops the build on
 * any other inline script it finds in a page. A new inline script is added
 * here by name, or the build refuses it. Build time only.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { loaderFor } from '../performance/deferScript';
import { speculationRulesText } from '../performance/speculation';
import { hashOf } from './csp';

/** Each named inline script's code: the speculation rules and the loader of each deferred script file. */
export function ownInlineScripts(dist: string): Map<string, string> {
  const scripts = new Map([['speculation rules (src/layouts/BaseLayout.astro)', speculationRulesText()]]);
  // A deferred script's loader (src/lib/performance/deferScript.ts) imports one of the build's own
  // script files, which 'self' allows anyway: each file's loader is allowed.
  const assets = join(dist, '_astro');
  for (const file of readdirSync(assets).filter((f) => f.endsWith('.js'))) {
    scripts.set(`the deferred loader of /_astro/${file}`, loaderFor(`/_astro/${file}`));
  }
  return scripts;
}

/** The hashes of the named inline scripts, as a policy lists them. */
export function ownInlineHashes(dist: string): Set<string> {
  return new Set([...ownInlineScripts(dist).values()].map(hashOf));
}
