/**
 * Weight budget per route (scripts/budget.mjs does the measuring and explains
 * what is counted): content routes ship 0 B of JavaScript, /contact ≤ 75 KiB
 * of JS, / and /program ≤ 70 KiB, every page ≤ 300 KiB in total (gzip -9,
 * 1 KiB = 1024 bytes). Prints the table once.
 *
 * DIST_DIR=/some/copy/of/dist points it at another build.
 */
import { describe, expect, it } from 'vitest';
import { formatTable, fmt, jsBudget, measureSite, type Row } from '../../scripts/budget.mjs';
import { DIST } from '../support/dist';
import { allRoutes } from '../support/site';

const routes = allRoutes();
let rows: Row[] = [];
let failure: unknown = null;
try {
  rows = measureSite(process.env['DIST_DIR'] || DIST);
  console.log(`\n${formatTable(rows)}\n`);
} catch (error) {
  failure = error;
}
const byRoute = new Map(rows.map((r) => [r.route, r]));

describe('page weight budget', () => {
  it('measures every route of the site (and nothing else)', () => {
    expect(failure).toBeNull();
    expect(
      rows
        .filter((r) => r.isRoute)
        .map((r) => r.route)
        .sort(),
    ).toEqual(routes.map((r) => r.path).sort());
  });

  it('gives JavaScript budgets to exactly the interactive routes', () => {
    const withJs = routes.filter((r) => jsBudget(r.path) > 0).map((r) => r.path);
    expect(withJs.sort()).toEqual(
      routes
        .filter((r) => r.interactive)
        .map((r) => r.path)
        .sort(),
    );
  });

  it.each(routes.map((r) => [r.path, r.interactive] as const))('%s is within budget (interactive: %s)', (path) => {
    const row = byRoute.get(path);
    expect(row, `${path} was not measured`).toBeDefined();
    if (!row) return;
    const detail = `${path}: JS ${fmt(row.js)} (budget ${fmt(jsBudget(path))}), total ${fmt(row.total)} (budget ${fmt(row.totalBudget)})`;
    expect(row.errors, `${detail}\nfiles the page refers to that are not in dist`).toEqual([]);
    expect(row.over, `${detail}\nJS files: ${row.assets.js.join(', ') || 'none'}`).toEqual([]);
    if (jsBudget(path) === 0) expect(row.js, `${path} is a content route and must ship no JavaScript`).toBe(0);
  });

  it('404.html is within the total budget', () => {
    const row = rows.find((r) => !r.isRoute);
    expect(row?.errors).toEqual([]);
    expect(row?.over).toEqual([]);
  });
});
