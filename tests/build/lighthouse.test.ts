/**
 * Lighthouse gate on four representative routes (home, the contact form,
 * a service page, the logo gallery), with Lighthouse's default config:
 * mobile (emulated Moto G Power), simulated throttling. scripts/lighthouse.mjs
 * serves dist/ with `astro preview` on a free port and runs them one after
 * the other in one headless Chromium (about 30 s on 2 cores).
 *
 * Gate: performance ≥ 95, accessibility = 100, best practices = 100,
 * SEO = 100 on each; CLS = 0 on /. Prints the scores.
 *
 * DIST_DIR=/some/copy/of/dist serves another build.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  THRESHOLDS,
  belowGate,
  formatFailures,
  formatTable,
  runLighthouse,
  type RouteResult,
} from '../../scripts/lighthouse.mjs';

const ROUTES = ['/', '/contact', '/Cybersecurity', '/partners'];
let results: RouteResult[] = [];

beforeAll(async () => {
  results = await runLighthouse({ routes: ROUTES });
  const failures = formatFailures(results);
  console.log(`\n${formatTable(results)}\n${failures ? `\nAudits that lost points:\n${failures}\n` : ''}`);
}, 240_000);

const result = (route: string): RouteResult => {
  const r = results.find((x) => x.route === route);
  if (!r) throw new Error(`no Lighthouse result for ${route}`);
  return r;
};

describe('Lighthouse (mobile, simulated throttling)', () => {
  it.each(ROUTES)(
    `%s: performance ≥ ${THRESHOLDS.performance}, accessibility, best practices and SEO = 100`,
    (route) => {
      const r = result(route);
      expect(r.error, `${route}: Lighthouse run failed`).toBeNull();
      const why = formatFailures([r]) || 'no audit lost points';
      expect(belowGate(r), `${route} ${JSON.stringify(r.scores)}\n${why}\n`).toEqual([]);
    },
  );

  it('/ has no layout shift (CLS = 0)', () => {
    const r = result('/');
    expect(r.error).toBeNull();
    expect(r.cls, `CLS on /; shifted (score, element, cause):\n  ${r.shifts.join('\n  ') || '(none listed)'}\n`).toBe(
      0,
    );
  });
});
