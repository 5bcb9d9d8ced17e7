/**
 * Lighthouse CI: the performance gate (`npm test` runs it on sample(),
 * `npm run lighthouse` on every route; scripts/lib/lighthouse.mjs passes the
 * Chromium path and flags from scripts/lib/find-chrome.mjs and
 * scripts/lib/chrome-flags.mjs, the URLs, and audits the baseline beside them).
 *
 * Profile: Lighthouse's default mobile profile (emulated Moto G Power,
 * simulated 4× CPU slowdown, 150 ms RTT, 1.6 Mbit/s), a copy of dist/ served
 * by LHCI's own static server with gzip. That server maps a path to a file as
 * named: the page built as Cybersecurity.html (the site's /Cybersecurity) is
 * audited at /Cybersecurity.html, and / is index.html.
 *
 * Two kinds of assertion:
 * - What the machine cannot change, asserted by `lhci assert` (assertMatrix
 *   below) on the first round, the one that audits every category: accessibility, best practices and SEO
 *   = 100 (SEO on every page but the noindex ones, closed roles, which
 *   Lighthouse marks down by design); bytes transferred
 *   (resource-summary, gzip): JavaScript 0 B on content pages, ≤ 2 KiB on /
 *   and /program, ≤ 80 KiB on /contact, a role's page and the general
 *   application (the form), and /careers (the filters) (75 KiB of gzip-9
 *   bodies, see JS_BUDGETS); everything together ≤ 150 KiB. The
 *   OpenStreetMap frame on /contact is blocked (no request leaves the
 *   machine), so it is outside the total.
 * - What the machine can change, over every round: layout shift (CLS 0 on
 *   the median, MAX_LAYOUT_SHIFT) and, asserted by scripts/lib/lighthouse.mjs
 *   against the baseline, paint times, blocking time and the speed index.
 *   The baseline: the
 *   site's shell around an empty page (scripts/lib/baseline.mjs), audited in
 *   the same rounds as the routes. Each round audits the baseline and then
 *   every route once, so a busy stretch slows both. What the route adds is
 *   the smaller of its best figure minus the baseline's best and its median
 *   minus the baseline's median, and it must stay within RELATIVE (why both:
 *   relativeResults in scripts/lib/lighthouse.mjs). A render-blocking script or
 *   a heavy island slows every run of the route, and none of the baseline's.
 *   The absolute figures stay in `npm run bench` (scripts/bench.mjs).
 */
'use strict';

const fs = require('node:fs');
const path = require('node:path');

const KiB = 1024;

/**
 * Rounds per gate run: each audits the baseline, then every route still
 * undecided. Each budget compares a route's best and median with the
 * baseline's, so a busy machine has to slow every round of a route and none
 * of the baseline's to fail it; with three rounds, a run beside one busy core
 * failed on blocking time where five passed (docs/performance.md). A real
 * regression is there in every round. So every route runs MIN_ROUNDS (two:
 * a real regression shows in both, and a route not clearly within its
 * budgets after them goes on), and a route is audited in the next round, up
 * to ROUNDS, only until it is clearly within its budgets: each figure it adds
 * to the baseline at least CLEAR_MARGIN ms below its budget, and no layout
 * shift (scripts/lib/lighthouse.mjs clearlyWithin), or until no figure the rounds
 * left could measure would fail it (passesWhateverFollows). Each route is
 * judged on the rounds it ran in, against the baseline's runs in those rounds.
 * The margin is in milliseconds, not a share of the budget: what a route
 * added grew by at most 37 ms from the third round to the fifth
 * (docs/performance.md), whatever its budget. As half of a 100 ms budget,
 * a picture's 250 ms one kept the gate going for two more rounds on nearly
 * every run while the case study stayed 100 ms below it.
 */
const ROUNDS = 5;
const MIN_ROUNDS = 2;
const CLEAR_MARGIN = 50;

/**
 * What the rounds after the first audit: the figures the gate reads
 * (RELATIVE, MAX_LAYOUT_SHIFT, the table's bytes) and the metrics the
 * performance score is weighted over.
 */
const TIMED_AUDITS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
  'resource-summary',
];

/**
 * A build with analytics on (PUBLIC_ANALYTICS_DOMAIN; the variant build,
 * dist-variant/) loads Plausible's tracker on every page after load
 * (src/components/analytics/Analytics/): 3.0 KiB of gzip-9 body, 4.7 KiB as
 * LHCI's server sends it with its starter and headers. The gate audits one
 * content page of that build in the same rounds as dist/'s, served under
 * `prefix` (scripts/lib/lighthouse.mjs): the tracker and its loader are the
 * same on every page, so a page where they are the only script shows what
 * they add; their budget is `js`. That page is the sample's person's page
 * (sample()), so the rounds audit no page twice.
 */
const ANALYTICS = { prefix: '/with-analytics', js: 6 * KiB };

/** The built page of a route ("/" is index.html). */
const builtFile = (route, dist) => path.join(dist, route === '/' ? 'index.html' : `${route.slice(1)}.html`);

/** Of the routes, the one whose built page is largest, or none. */
function largest(routes, dist) {
  const size = (route) => fs.statSync(builtFile(route, dist)).size;
  return routes.sort((a, b) => size(b) - size(a) || a.localeCompare(b)).slice(0, 1);
}

/** The pages built right under `list` ("/insights" → "/insights/<slug>"), not its later pages or tags. */
function builtUnder(list, dist) {
  const folder = path.join(dist, list.slice(1));
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .filter((f) => f.endsWith('.html'))
    .map((f) => `${list}/${f.slice(0, -'.html'.length)}`);
}

/** The pages built at the top that describe a service (schema.org Service in their JSON-LD). */
function builtServices(dist) {
  if (!fs.existsSync(dist)) return [];
  return fs
    .readdirSync(dist)
    .filter((f) => f.endsWith('.html') && /"@type":"Service"/.test(fs.readFileSync(path.join(dist, f), 'utf8')))
    .map((f) => `/${f.slice(0, -'.html'.length)}`);
}

/**
 * One route of each kind, from what the build holds, never from named sample
 * content (an owner may delete any entry): home, the form, a program page
 * (the spec's), and the largest service page, article, case study and
 * person's page, the heaviest of each template. The person's page (or
 * /about, when there is no one) is audited with analytics on (ANALYTICS):
 * the page with the tracker, held to a content page's timing budget and to
 * the tracker's bytes as its only script. That a content page loads no
 * script at all is checked on every route without Lighthouse
 * (tests/build/js-budget.test.ts, tests/e2e/every-route.spec.ts), so
 * auditing a page with and without the tracker would add a run per round
 * and no check.
 */
function sample(dist = path.join(__dirname, 'dist')) {
  const person = largest(builtUnder('/people', dist), dist);
  return [
    '/',
    '/contact',
    '/Itconsultingservices',
    ...largest(builtServices(dist), dist),
    ...largest(builtUnder('/insights', dist), dist),
    ...largest(builtUnder('/case-studies', dist), dist),
    ...(person.length > 0 ? person : ['/about']).map((route) => ANALYTICS.prefix + route),
  ];
}

/** JavaScript budget (bytes) of the routes that hydrate or enhance something; every other route ships none. */
// /contact: the island's 75 KiB budget is checked on gzip-9 bodies over dist/
// (tests/build/js-budget.test.ts). Transfer size, what LHCI reads, adds each response's
// headers (~250 B × 7 files) and its test server's gzip level: 78.6 KiB for 73.2 KiB of
// bodies. 80 KiB here keeps the gate on the same page weight.
const JS_BUDGETS = {
  '/': 2 * KiB,
  '/program': 2 * KiB,
  '/contact': 80 * KiB,
  '/careers': 80 * KiB,
  // The search island; Pagefind and its index load only when a search runs.
  '/search': 80 * KiB,
  '/training': 80 * KiB,
};

/**
 * A role's page, /careers/<slug>: an open one hydrates its application form
 * when scrolled into view. /careers/general-application, the same form
 * without a role, matches too.
 */
const ROLE_PAGE = { pattern: '^https?://[^/]+/careers/[^/]+\\.html$', budget: 80 * KiB };

/** The URL LHCI's static server answers a route on (LHCI sets the port). */
const urlOf = (route) => `http://localhost${route === '/' ? '/' : `${route}.html`}`;

/** A regex (as LHCI wants it, a string) matching the URL of exactly this route. */
const only = (route) => (route === '/' ? '^https?://[^/]+/(index\\.html)?$' : `^https?://[^/]+${route}\\.html$`);

/**
 * What a route may add to the baseline, per metric (best against best and
 * median against median, the smaller), in milliseconds. The absolute targets
 * behind them (FCP ≤ 850 ms, LCP ≤ 800 ms on content pages and ≤ 1000 ms where
 * an island loads) assume a baseline that paints at about 700 ms.
 */
const RELATIVE = {
  // The first paint, and the speed index below (on these pages the screen fills in the paint that starts
  // it). A page's own first-paint work counts four times over (the simulated slowdown), so a slow moment
  // of the machine grows what a long page adds: on unchanged code the longest article added −9 to 115 ms
  // over eleven runs (docs/performance.md). A render-blocking request shows in the largest paint, held to
  // +100 ms: a small stylesheet or script in <head> added 138–141 ms more to it than the same page without
  // one, and 18 ms or less to the first paint. A heavy render-blocking script fails both.
  'first-contentful-paint': 150,
  'largest-contentful-paint': 100,
  // Blocking time is counted above 50 ms per task, so a busy machine lengthens a
  // long page's tasks past that line before the short baseline's: measured on
  // a 2-core machine with one core kept busy, content pages with no
  // JavaScript added up to 54 ms. A real regression (the contact form hydrating
  // while the page loads) adds about 150 ms.
  'total-blocking-time': 100,
  // How soon the screen fills: held here, with the paints, blocking time and layout shift, to what the
  // baseline shows. The performance score, a weighted sum of these five, is not budgeted: on an idle
  // machine these pages sit where its curves are flat (it moves only after a metric has broken its own
  // budget), and beside a busy process, where the baseline's blocking time reached 196 ms, its steep
  // blocking-time curve took three points from a route whose blocking time was within budget.
  'speed-index': 150,
};
/** Routes with an island may add more to LCP (their larger first screen). */
const RELATIVE_INTERACTIVE = { ...RELATIVE, 'largest-contentful-paint': 250 };
/**
 * So may a page whose largest paint is a picture (a case study's): its paint waits for the picture's bytes
 * after the HTML, where the baseline's is text. A page marks that picture with fetchpriority="high".
 */
const RELATIVE_PICTURE = { ...RELATIVE, 'largest-contentful-paint': 250 };

/**
 * Layout shift, on the median of every round (scripts/lib/lighthouse.mjs): the
 * rounds after the first audit performance only, so `lhci assert`, which sees
 * the first, would judge a timing figure on one run.
 */
const MAX_LAYOUT_SHIFT = 0;

const max = (maxNumericValue) => ['error', { maxNumericValue, aggregationMethod: 'median' }];
const min = (minScore) => ['error', { minScore, aggregationMethod: 'median' }];

/**
 * The pages built with `noindex` (a closed role's page: it stays for old links,
 * out of search engines on purpose). Lighthouse's SEO category fails them by
 * design ("page is blocked from indexing"), so SEO is asserted on every other page.
 */
function noindexPages(dist = path.join(__dirname, 'dist')) {
  if (!fs.existsSync(dist)) return [];
  return fs
    .readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.html') && !f.startsWith('admin'))
    .filter((f) => /<meta name="robots" content="noindex/.test(fs.readFileSync(path.join(dist, f), 'utf8')))
    .map((f) => `/${f.split(path.sep).join('/')}`);
}
const escapeRe = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const noindex = noindexPages();
const indexable = noindex.length > 0 ? `^(?!https?://[^/]+(?:${noindex.map(escapeRe).join('|')})$).*` : '.*';

const interactive = Object.keys(JS_BUDGETS);
const contentPattern = `^https?://[^/]+/(?!(?:index|${interactive
  .filter((r) => r !== '/')
  .map((r) => r.slice(1))
  .join('|')})\\.html$)[^/]+\\.html$`;

/**
 * A page below another (a course, a case study, an article, a person's page),
 * but for role pages and the pages with analytics on: no JavaScript either.
 */
const NESTED_CONTENT_PATTERN = `^https?://[^/]+/(?!careers/|${ANALYTICS.prefix.slice(1)}/)[^/]+/.+\\.html$`;

/**
 * The relative budget of a route: RELATIVE_INTERACTIVE for the routes that
 * hydrate or enhance something (JS_BUDGETS, role pages), RELATIVE_PICTURE for
 * a page whose largest paint is a picture, RELATIVE otherwise.
 */
const isRolePage = (route) => new RegExp(ROLE_PAGE.pattern).test(urlOf(route));
function paintsPictureFirst(route, dist = path.join(__dirname, 'dist')) {
  const file = builtFile(route, dist);
  return fs.existsSync(file) && /<img[^>]*fetchpriority="high"/i.test(fs.readFileSync(file, 'utf8'));
}
const relativeBudget = (route) =>
  route in JS_BUDGETS || isRolePage(route)
    ? RELATIVE_INTERACTIVE
    : paintsPictureFirst(route)
      ? RELATIVE_PICTURE
      : RELATIVE;

/** The route of dist/ a route of the gate is ("/with-analytics/about" → "/about"), and whether analytics is on. */
const builtRoute = (route) =>
  route.startsWith(`${ANALYTICS.prefix}/`)
    ? { route: route.slice(ANALYTICS.prefix.length), analytics: true }
    : { route, analytics: false };

module.exports = {
  sample,
  ROUNDS,
  MIN_ROUNDS,
  CLEAR_MARGIN,
  TIMED_AUDITS,
  RELATIVE,
  MAX_LAYOUT_SHIFT,
  relativeBudget: (route) => relativeBudget(builtRoute(route).route),
  builtRoute,
  ANALYTICS,
  JS_BUDGETS,
  ROLE_PAGE,
  urlOf,
  ci: {
    collect: {
      numberOfRuns: 1, // per round; scripts/lib/lighthouse.mjs runs ROUNDS rounds

      settings: {
        formFactor: 'mobile',
        throttlingMethod: 'simulate',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        blockedUrlPatterns: ['*openstreetmap.org*'],
        disableFullPageScreenshot: true,
        // A run ends half a second after the page is quiet (Lighthouse waits a second by default):
        // these pages make no request after load but the tracker, which comes within it. The
        // back/forward cache audit navigates away and back again and is asserted nowhere.
        pauseAfterFcpMs: 500,
        pauseAfterLoadMs: 500,
        networkQuietThresholdMs: 500,
        cpuQuietThresholdMs: 500,
        skipAudits: ['bf-cache'],
      },
    },
    assert: {
      assertMatrix: [
        {
          matchingUrlPattern: '.*',
          assertions: {
            'categories:accessibility': min(1),
            'categories:best-practices': min(1),
            'resource-summary:total:size': max(150 * KiB),
          },
        },
        { matchingUrlPattern: indexable, assertions: { 'categories:seo': min(1) } },
        ...interactive.map((route) => ({
          matchingUrlPattern: only(route),
          assertions: { 'resource-summary:script:size': max(JS_BUDGETS[route]) },
        })),
        {
          matchingUrlPattern: ROLE_PAGE.pattern,
          assertions: { 'resource-summary:script:size': max(ROLE_PAGE.budget) },
        },
        {
          matchingUrlPattern: contentPattern,
          assertions: { 'resource-summary:script:size': max(0) },
        },
        // contentPattern covers one path segment; the pages below /training, /case-studies, /insights and /people are content pages too.
        {
          matchingUrlPattern: NESTED_CONTENT_PATTERN,
          assertions: { 'resource-summary:script:size': max(0) },
        },
        // The page audited with analytics on is a content page: the tracker is its only script.
        {
          matchingUrlPattern: `^https?://[^/]+${ANALYTICS.prefix}/.+\\.html$`,
          assertions: { 'resource-summary:script:size': max(ANALYTICS.js) },
        },
      ],
    },
  },
};
