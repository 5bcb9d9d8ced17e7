/**
 * The performance gate's own logic: the baseline page made from a built page,
 * and the budgets each route is held to relative to that baseline.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it, vi } from 'vitest';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { BASELINE_ROUTE, baselinePage } from '../../scripts/lib/baseline.mjs';
import {
  clearlyWithin,
  notYetClear,
  passesWhateverFollows,
  rc,
  relativeResults,
  reuseBenchmarkIndex,
  undecidedRoutes,
} from '../../scripts/lib/lighthouse.mjs';

const page = [
  '<!DOCTYPE html><html><head><style>body{}</style><script type="application/ld+json">{}</script></head>',
  '<body><header><a href="/">Home</a></header>',
  '<main id="main"><div class="band"><h1 class="title">About us</h1><p>Lead</p></div><section>Body</section>',
  '<script type="module">hydrate()</script></main>',
  '<footer>Footer</footer><script>menu()</script></body></html>',
].join('');

describe('baselinePage', () => {
  const baseline = baselinePage(page);

  it('keeps the shell: head, styles, header and footer', () => {
    expect(baseline).toContain('<style>body{}</style>');
    expect(baseline).toContain('<header><a href="/">Home</a></header>');
    expect(baseline).toContain('<footer>Footer</footer>');
  });

  it('keeps only the heading inside <main>', () => {
    expect(baseline).toContain('<main id="main"><h1 class="title">About us</h1></main>');
    expect(baseline).not.toContain('Lead');
    expect(baseline).not.toContain('Body');
  });

  it('drops every script, inline, module and JSON-LD', () => {
    expect(baseline).not.toContain('<script');
  });

  it.each([
    ['no <main>', '<html><body><h1>x</h1></body></html>'],
    ['no <h1>', '<html><body><main><p>x</p></main></body></html>'],
  ])('refuses a page with %s', (_, html) => {
    expect(() => baselinePage(html)).toThrow();
  });
});

/** A Lighthouse result with just what the relative budgets read. */
const lhr = (route: string, fcp: number, tbt: number, speedIndex = fcp, cls = 0) => ({
  requestedUrl: `http://localhost:9000${route === '/' ? '/' : `${route}.html`}`,
  categories: { performance: { score: 1 } },
  audits: {
    'first-contentful-paint': { numericValue: fcp },
    'largest-contentful-paint': { numericValue: fcp + 50 },
    'total-blocking-time': { numericValue: tbt },
    'speed-index': { numericValue: speedIndex },
    'cumulative-layout-shift': { numericValue: cls },
  },
});

/** Rounds of the baseline and a route, figures per round: FCP, TBT, and the route's speed index (its FCP if not given) and layout shift. */
function rounds(route: string, base: [number, number][], mine: [number, number, number?, number?][]) {
  return base.flatMap(([fcp, tbt], i) => [
    lhr(BASELINE_ROUTE, fcp, tbt),
    lhr(route, mine[i]![0], mine[i]![1], mine[i]![2] ?? mine[i]![0], mine[i]![3] ?? 0),
  ]);
}

/** Three rounds of a steady baseline (first paint, blocking time): what the gate's stopping rules are tried against. */
const STEADY: [number, number][] = [
  [700, 10],
  [700, 10],
  [700, 10],
];
/** The rounds the gate has left after three, as many as STEADY holds: the stopping cases below are three rounds long. */
const LEFT_AFTER_THREE = rc.ROUNDS - STEADY.length;

const verdict = (runs: ReturnType<typeof rounds>, route: string, key: string) =>
  relativeResults(runs, [route]).find((r: { key: string }) => r.key === key);

describe('relativeResults', () => {
  it('a busy stretch slows the baseline as much as the route: the route passes', () => {
    const runs = rounds(
      '/about',
      [
        [700, 10],
        [950, 120],
        [1200, 300],
      ],
      [
        [720, 30],
        [980, 140],
        [1210, 320],
      ],
    );
    expect(verdict(runs, '/about', 'first-contentful-paint')).toMatchObject({ delta: 20, passed: true });
    expect(verdict(runs, '/about', 'total-blocking-time')).toMatchObject({ delta: 20, passed: true });
  });

  it.each([
    ['first-contentful-paint', rc.RELATIVE['first-contentful-paint']! + 1, false],
    ['first-contentful-paint', rc.RELATIVE['first-contentful-paint']!, true],
    ['total-blocking-time', rc.RELATIVE['total-blocking-time']! + 1, false],
    ['total-blocking-time', rc.RELATIVE['total-blocking-time']!, true],
  ] as const)('%s: a route adding %i ms passes: %s', (key, added, passed) => {
    const runs = rounds(
      '/about',
      [
        [700, 10],
        [700, 10],
        [700, 10],
      ],
      [
        [700 + added, 10 + added],
        [700 + added, 10 + added],
        [700 + added, 10 + added],
      ],
    );
    expect(verdict(runs, '/about', key)?.passed).toBe(passed);
  });

  it('the best round decides: noisy rounds do not fail a route', () => {
    const runs = rounds(
      '/about',
      [
        [700, 10],
        [700, 10],
        [700, 10],
      ],
      [
        [710, 220],
        [700, 400],
        [705, 15],
      ],
    );
    expect(verdict(runs, '/about', 'total-blocking-time')).toMatchObject({ delta: 5, passed: true });
  });

  it('a baseline that once paints a frame early does not fail a route that never does', () => {
    const runs = rounds(
      '/about',
      [
        [650, 0],
        [755, 0],
        [755, 0],
      ],
      [
        [755, 0],
        [757, 0],
        [756, 0],
      ],
    );
    expect(verdict(runs, '/about', 'first-contentful-paint')).toMatchObject({ delta: 1, passed: true });
  });

  it('a regression in every round fails, however noisy the baseline', () => {
    const runs = rounds(
      '/about',
      [
        [700, 10],
        [900, 300],
        [700, 0],
      ],
      [
        [700, 200],
        [700, 260],
        [700, 170],
      ],
    );
    expect(verdict(runs, '/about', 'total-blocking-time')).toMatchObject({ delta: 170, passed: false });
  });

  it('a route whose speed index grows more than its budget fails, though it paints first as soon', () => {
    const runs = rounds(
      '/about',
      [
        [700, 10],
        [700, 10],
        [700, 10],
      ],
      [
        [700, 10, 900],
        [700, 10, 900],
        [700, 10, 900],
      ],
    );
    expect(verdict(runs, '/about', 'first-contentful-paint')?.passed).toBe(true);
    expect(verdict(runs, '/about', 'speed-index')).toMatchObject({ delta: 200, passed: false });
  });

  it('a route with no baseline to compare with fails', () => {
    const runs = rounds('/about', [[700, 10]], [[700, 10]]).filter((r) => !r.requestedUrl.includes('__baseline'));
    expect(verdict(runs, '/about', 'first-contentful-paint')?.passed).toBe(false);
  });
});

describe('clearlyWithin: whether the gate can stop after the rounds so far', () => {
  /** Three rounds in which the route adds `fcp` and `tbt` ms (and `si` to the speed index), with that layout shift. */
  const adding = (fcp: number, tbt: number, si = fcp, cls = 0) =>
    rounds(
      '/about',
      STEADY,
      STEADY.map(([f, t]) => [f + fcp, t + tbt, f + si, cls]),
    );

  /** The most a route may add to a figure and still be clear: its budget less the margin. */
  const clearUpTo = (key: string) => rc.RELATIVE[key]! - rc.CLEAR_MARGIN;
  // The fixture's largest paint follows its first paint, so what a route adds to one it adds to both.
  const paint = Math.min(clearUpTo('first-contentful-paint'), clearUpTo('largest-contentful-paint'));
  const blocking = clearUpTo('total-blocking-time');
  const speedIndex = clearUpTo('speed-index');

  it.each([
    ['a route adding little to any figure', true, adding(20, 30)],
    ['a route adding exactly the margin less than each budget', true, adding(paint, blocking, speedIndex)],
    ['a route within the margin of a paint budget', false, adding(paint + 1, 0, 0)],
    ['a route within the margin of the blocking-time budget', false, adding(0, blocking + 1)],
    ['a route within the margin of the speed-index budget', false, adding(0, 0, speedIndex + 1)],
    ['a route that shifts its layout', false, adding(0, 0, 0, 0.01)],
    [
      'a route with no baseline to compare with',
      false,
      adding(0, 0).filter((r) => !r.requestedUrl.includes('__baseline')),
    ],
  ] as const)('%s: clear is %s', (_, clear, runs) => {
    expect(clearlyWithin(runs, ['/about'])).toBe(clear);
  });

  it('names what keeps it from clear: each figure too close to its budget, each route that shifts', () => {
    expect(notYetClear(adding(20, 30), ['/about'])).toEqual([]);
    expect(notYetClear(adding(0, 64, 0), ['/about'])).toEqual(['/about total-blocking-time +64 ms of +100 ms']);
    expect(notYetClear(adding(0, 0, 0, 0.01), ['/about'])).toEqual(['/about layout shift 0.01']);
  });

  it('the margin is the same whatever the budget: a picture adding 150 ms of its 250 ms is clear, 201 ms is not', () => {
    const budget = { ...rc.RELATIVE, 'largest-contentful-paint': 250 };
    const spy = vi.spyOn(rc, 'relativeBudget').mockReturnValue(budget);
    try {
      /** Three rounds in which the route's largest paint, a picture, comes `lcp` ms after the baseline's. */
      const picture = (lcp: number) =>
        adding(0, 0).map((run) =>
          run.requestedUrl.includes('__baseline')
            ? run
            : {
                ...run,
                audits: {
                  ...run.audits,
                  'largest-contentful-paint': {
                    numericValue: run.audits['largest-contentful-paint'].numericValue + lcp,
                  },
                },
              },
        );
      expect(clearlyWithin(picture(150), ['/about'])).toBe(true);
      expect(clearlyWithin(picture(201), ['/about'])).toBe(false);
    } finally {
      spy.mockRestore();
    }
  });

  it('within the whole budgets, but not clearly: the gate goes on to more rounds, and would pass', () => {
    const runs = adding(80, 80);
    expect(clearlyWithin(runs, ['/about'])).toBe(false);
    expect(relativeResults(runs, ['/about']).every((r: { passed: boolean }) => r.passed)).toBe(true);
  });

  it('runs at least two rounds and at most five', () => {
    expect([rc.MIN_ROUNDS, rc.ROUNDS]).toEqual([2, 5]);
  });
});

describe('undecidedRoutes: which routes the next round audits', () => {
  /** Three rounds of one route adding `paint` ms to both paints, without the baseline's runs. */
  const only = (route: string, paint: number) =>
    rounds(
      route,
      STEADY,
      STEADY.map(([f, t]) => [f + paint, t]),
    ).filter((r) => !r.requestedUrl.includes('__baseline'));
  const baseline = rounds('/about', STEADY, STEADY).filter((r) => r.requestedUrl.includes('__baseline'));
  /** More than any budget of a content page allows: past failing in every round. */
  const outOfReach = Math.max(...Object.values(rc.RELATIVE)) + 1;

  it('a route clearly within its budgets is settled; one past a budget is audited again', () => {
    const runs = [...baseline, ...only('/about', 20), ...only('/a-longer-page', outOfReach)];
    expect(undecidedRoutes(runs, ['/about', '/a-longer-page'], LEFT_AFTER_THREE)).toEqual(['/a-longer-page']);
  });

  it("a settled route is judged on the rounds it ran in, not on the baseline's later runs", () => {
    // Three rounds of the baseline and two routes; the baseline once fast.
    const first = rounds(
      '/about',
      [
        [700, 10],
        [700, 10],
        [640, 10],
      ],
      [
        [720, 10],
        [720, 10],
        [720, 10],
      ],
    );
    // Rounds four and five audited the baseline, fast as a quiet moment makes it, and the open route only.
    const later = rounds(
      '/a-longer-page',
      [
        [500, 0],
        [500, 0],
      ],
      [
        [900, 10],
        [900, 10],
      ],
    );
    const runs = [...first, ...only('/a-longer-page', outOfReach), ...later];
    // Against the baseline's first three runs: 20 ms (median against median). Against all five it would be 80.
    expect(verdict(runs, '/about', 'first-contentful-paint')).toMatchObject({ delta: 20, passed: true });
  });
});

describe('passesWhateverFollows: whether the rounds left could change the verdict', () => {
  const still = LEFT_AFTER_THREE;
  /** Three rounds: the baseline's first paints, and what the route adds to each. */
  const three = (basePaints: number[], added: number[], cls = [0, 0, 0]) =>
    rounds(
      '/about',
      basePaints.map((f) => [f, 10]),
      basePaints.map((f, i) => [f + (added[i] ?? 0), 10, f + (added[i] ?? 0), cls[i] ?? 0]),
    );

  it.each([
    ['a route adding 80 ms in every round, the baseline steady', true, three([700, 700, 700], [80, 80, 80])],
    ['its slowest run exactly at the budget over the fastest baseline', true, three([700, 700, 700], [80, 90, 100])],
    ['its slowest run past the budget', false, three([700, 700, 700], [80, 80, 101])],
    ['the baseline fast once, the route slow once', false, three([700, 700, 640], [80, 80, 80])],
    ['a layout shift in one round', false, three([700, 700, 700], [0, 0, 0], [0, 0, 0.01])],
    [
      'no baseline to compare with',
      false,
      three([700, 700, 700], [0, 0, 0]).filter((r) => !r.requestedUrl.includes('__baseline')),
    ],
  ] as const)('%s: %s', (_, passes, runs) => {
    expect(passesWhateverFollows(runs, ['/about'], still)).toBe(passes);
  });

  it('with no round left, it is the verdict itself', () => {
    for (const runs of [three([700, 700, 700], [80, 80, 101]), three([700, 700, 700], [120, 120, 120])])
      expect(passesWhateverFollows(runs, ['/about'], 0)).toBe(relativeResults(runs, ['/about']).every((r) => r.passed));
  });

  it('when it says so, the rounds left pass, whatever they measure', () => {
    // Figures drawn at random (seeded): after three rounds that settle it, two more of any figures.
    let seed = 49;
    const next = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31) * 200;
    let settled = 0;
    for (let trial = 0; trial < 500; trial++) {
      const runs = three([650 + next() / 4, 650 + next() / 4, 650 + next() / 4], [next() / 2, next() / 2, next() / 2]);
      if (!passesWhateverFollows(runs, ['/about'], still)) continue;
      settled += 1;
      const more = rounds(
        '/about',
        [
          [600 + next(), 10],
          [600 + next(), 10],
        ],
        [
          [600 + 2 * next(), 10],
          [600 + 2 * next(), 10],
        ],
      );
      expect(relativeResults([...runs, ...more], ['/about']).every((r) => r.passed)).toBe(true);
    }
    expect(settled).toBeGreaterThan(50);
  });
});

describe('the script budget of each audited URL', () => {
  const KiB = 1024;
  /** Every script budget the assertion matrix holds the route's URL to. */
  const budgetsOf = (route: string): number[] =>
    (
      rc.ci.assert.assertMatrix as {
        matchingUrlPattern: string;
        assertions: Record<string, [string, { maxNumericValue: number }]>;
      }[]
    )
      .filter((e) => new RegExp(e.matchingUrlPattern).test(rc.urlOf(route)))
      .flatMap((e) => {
        const budget = e.assertions['resource-summary:script:size'];
        return budget ? [budget[1].maxNumericValue] : [];
      });

  it.each([
    ['/about', 0],
    ['/Cybersecurity', 0],
    ['/insights/how-to-scope-a-penetration-test', 0],
    ['/', 2 * KiB],
    ['/contact', 80 * KiB],
    ['/careers/some-role', 80 * KiB],
    ['/with-analytics/about', rc.ANALYTICS.js],
    ['/with-analytics/people/someone', rc.ANALYTICS.js],
  ])('%s: one budget, %d bytes', (route, budget) => {
    expect(budgetsOf(route)).toEqual([budget]);
  });

  it('audits one content page with analytics on, against the timing budgets of the same page without it, and no page twice', () => {
    const withAnalytics = rc.sample().filter((route) => rc.builtRoute(route).analytics);
    expect(withAnalytics).toHaveLength(1);
    for (const route of withAnalytics) {
      const built = rc.builtRoute(route).route;
      expect(route).toBe(rc.ANALYTICS.prefix + built);
      expect(rc.relativeBudget(route)).toEqual(rc.relativeBudget(built));
      expect(budgetsOf(built), 'a content page: no script without the tracker').toEqual([0]);
    }
    const audited = rc.sample().map((route) => rc.builtRoute(route).route);
    expect(new Set(audited).size).toBe(audited.length);
  });
});

describe('reuseBenchmarkIndex', () => {
  it('is where Lighthouse looks: it sends pageFunctions.computeBenchmarkIndex to the page before each run', () => {
    const environment = createRequire(import.meta.url).resolve('lighthouse/core/gather/driver/environment.js');
    expect(readFileSync(environment, 'utf8')).toContain('evaluate(pageFunctions.computeBenchmarkIndex');
  });

  it("gives later runs the first run's figure, in a function the page can run on its own, and puts the benchmark back", () => {
    const benchmark = pageFunctions.computeBenchmarkIndex;
    const restore = reuseBenchmarkIndex(2720);
    // As Lighthouse evaluates it in the page: from its source alone.
    expect(new Function(`return (${String(pageFunctions.computeBenchmarkIndex)})();`)()).toBe(2720);
    restore();
    expect(pageFunctions.computeBenchmarkIndex).toBe(benchmark);
  });

  it('leaves the benchmark alone when the first run reported no figure', () => {
    const benchmark = pageFunctions.computeBenchmarkIndex;
    reuseBenchmarkIndex(undefined)();
    expect(pageFunctions.computeBenchmarkIndex).toBe(benchmark);
  });
});
