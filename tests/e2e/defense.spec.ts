/**
 * Spam defense and analytics on the variant build (`npm run build:test --
 * --variant`, dist-variant/: scripts/lib/test-env.mjs variantBuildEnv): the
 * minimum time to submit, reCAPTCHA with Google's test key (its script
 * served from tests/support/fake-recaptcha.js, since Google cannot be
 * reached), a template the inbox checks for a token, and Plausible pointed
 * at the inbox's fake endpoint. Every wait is for something observable: a
 * request, the status line, the inbox's lists.
 */
import { existsSync, readFileSync } from 'node:fs';
import { expect, test, type Page } from '../support/routePage';
import { BLOCKED_ADDRESS, INBOX_ORIGIN as INBOX, VARIANT_DIR, variantBuildEnv } from '../../scripts/lib/test-env.mjs';
import { formText, MIN_FILL_MS, readWords } from '../support/forms';
import { serveDist } from '../../scripts/lib/serve-dist.mjs';
import { trackerFiles } from '../support/dist';

// Each test on a page of its own: they install the page's clock or an init script (tests/support/routePage.ts).
test.use({ ownPage: true });

const TEMPLATE = variantBuildEnv().PUBLIC_EMAILJS_TEMPLATE_ID;
const RECAPTCHA = 'https://www.google.com/recaptcha/api.js';
const FAKE_RECAPTCHA = readFileSync(new URL('../support/fake-recaptcha.js', import.meta.url), 'utf8');
const words = readWords('contact');
const contactText = formText('contact');
/** The tracker's own file, as the build named it. */
let trackerFile = '';

interface Stored {
  fields: Record<string, string>;
}
interface Counted {
  n: string;
  u: string;
  d: string;
  r?: string | null;
  p?: Record<string, string>;
}

/** This worker's messages: each worker that runs this spec sends from its own address. */
const MAILBOX = () => `${INBOX}/__inbox/messages?template=${TEMPLATE}&email=${encodeURIComponent(sample.email)}`;
const messages = async (page: Page) => (await page.request.get(MAILBOX())).json() as Promise<Stored[]>;
/** The events counted on this worker's copy of the site (another worker may run this spec beside it). */
const EVENTS = () => `${INBOX}/__inbox/events?origin=${encodeURIComponent(site.origin)}`;
const events = async (page: Page) => (await page.request.get(EVENTS())).json() as Promise<Counted[]>;

const sample = {
  name: 'Quentin Marsh',
  email: `quentin.marsh.${process.env['TEST_PARALLEL_INDEX'] ?? 0}@example.com`,
  phone: '+1 (217) 555-0144',
  message: 'We would like a quote for a security review of our payroll system.',
};
const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
async function fill(page: Page) {
  await field(page, contactText.label.name).fill(sample.name);
  await field(page, contactText.label.email).fill(sample.email);
  await field(page, contactText.label.phone).fill(sample.phone);
  await field(page, contactText.label.message).fill(sample.message);
}
const send = (page: Page) => page.getByRole('button', { name: words.submit }).click();
const sendRequests = (page: Page) => {
  const bodies: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().startsWith(`${INBOX}/api/v1.0/email/`)) bodies.push(r.postData() ?? '');
  });
  return bodies;
};

let site: Awaited<ReturnType<typeof serveDist>>;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  if (!existsSync(`${VARIANT_DIR}/index.html`))
    throw new Error(`These tests run on ${VARIANT_DIR}/: run \`npm run build:test -- --variant\` first.`);
  site = await serveDist(VARIANT_DIR);
  trackerFile = trackerFiles(VARIANT_DIR).at(-1) ?? '';
});
test.afterAll(async () => site.close());
test.afterEach(async ({ page }) => {
  expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).toEqual([]);
});

/**
 * Stops the page's clock until the test moves it. It stops a test timeout ahead of the page's now, so the
 * target cannot have passed by the time it is set, on however busy a machine.
 */
const standStill = async (page: Page) =>
  page.clock.pauseAt(await page.evaluate((ahead) => Date.now() + ahead, test.info().timeout));

test.beforeEach(async ({ page }) => {
  await page.request.delete(MAILBOX());
  await page.request.delete(EVENTS());
  // blockHeadless is on, and Plausible ignores automated browsers: present the browser as a person's.
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }));
  await page.route(`${RECAPTCHA}*`, (route) => route.fulfill({ contentType: 'text/javascript', body: FAKE_RECAPTCHA }));
  // Google's origins, the endpoint and the inline loader all run under the page's policy.
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  // A running clock the test can move past the minimum time, instead of waiting it out.
  await page.clock.install();
});

test('the reCAPTCHA script loads only at the first use of the form, and its token is sent', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => r.url().startsWith(RECAPTCHA) && scripts.push(r.url()));
  await page.goto(`${site.origin}/contact`, { waitUntil: 'networkidle' });
  expect(scripts, 'nothing from Google before the form is used').toEqual([]);
  const loaded = page.waitForRequest((r) => r.url().startsWith(RECAPTCHA));
  await field(page, contactText.label.name).focus();
  expect(new URL((await loaded).url()).searchParams.get('render')).toBe('explicit');
  await fill(page);
  await page.clock.fastForward(MIN_FILL_MS);
  await send(page);
  await expect(page.getByRole('status')).toContainText(words.sent);
  const inbox = await messages(page);
  expect(inbox).toHaveLength(1);
  expect(inbox[0]?.fields).toMatchObject({ ...sample, 'g-recaptcha-response': 'test-token-1' });
});

test('when Google cannot be reached, nothing is sent and the visitor gets retry and e-mail', async ({ page }) => {
  // Google unreachable: the script fails; nothing goes out without a token.
  await page.route(`${RECAPTCHA}*`, (route) => route.abort('connectionrefused'));
  const bodies = sendRequests(page);
  await page.goto(`${site.origin}/contact`);
  await fill(page);
  await page.clock.fastForward(MIN_FILL_MS);
  await send(page);
  const alert = page.getByRole('alert');
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await expect(field(page, contactText.label.message)).toHaveValue(sample.message);
  expect(bodies).toEqual([]);
});

test('a send within the minimum time is held as sending, then goes by itself, token and all', async ({ page }) => {
  const bodies = sendRequests(page);
  await page.goto(`${site.origin}/contact`);
  // The page's clock stands still from here until the test moves it: with the clock running, filling
  // the form on a busy machine once took longer than the minimum time, so the send was not early at
  // all and went at once.
  await standStill(page);
  await fill(page);
  await send(page);
  await expect(page.getByRole('button', { name: words.sending })).toBeDisabled();
  await expect(page.getByRole('status')).toHaveText('');
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(bodies).toEqual([]);
  await page.clock.runFor(MIN_FILL_MS);
  await page.clock.resume();
  await expect(page.getByRole('status')).toHaveText(words.sent);
  const inbox = await messages(page);
  expect(inbox).toHaveLength(1);
  expect(inbox[0]?.fields).toMatchObject({ ...sample, 'g-recaptcha-response': 'test-token-1' });
  expect(bodies).toHaveLength(1);
});

test('a submit held before the form is live keeps the minimum time too, then is sent once', async ({ page }) => {
  const bodies = sendRequests(page);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_astro/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${site.origin}/contact`);
  // The page's clock stands still while the modules are held, however long that takes here (the
  // form counts its minimum time from its first use, later).
  await standStill(page);
  await fill(page);
  await send(page);
  await expect(page.locator('astro-island[ssr]'), 'still the server-rendered form').toHaveCount(1);
  release();
  await expect(page.getByRole('button', { name: words.sending })).toBeDisabled();
  expect(bodies).toEqual([]);
  await page.clock.runFor(MIN_FILL_MS);
  await page.clock.resume();
  await expect(page.getByRole('status')).toHaveText(words.sent);
  expect(await messages(page)).toHaveLength(1);
  expect(bodies).toHaveLength(1);
});

test('an address on the block list is refused with a message, the fields kept', async ({ page }) => {
  const bodies = sendRequests(page);
  await page.goto(`${site.origin}/contact`);
  await fill(page);
  const email = BLOCKED_ADDRESS.replace(/^b/, 'B').replace('@e', '@E');
  await field(page, contactText.label.email).fill(email);
  await page.clock.fastForward(MIN_FILL_MS);
  await send(page);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(words.failures.blocked.title);
  await expect(alert.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await expect(field(page, contactText.label.email)).toHaveValue(email);
  await expect(field(page, contactText.label.message)).toHaveValue(sample.message);
  expect(bodies).toEqual([]);
});

test('a filled trap field delivers nothing and shows nothing alarming', async ({ page }) => {
  const bodies = sendRequests(page);
  await page.goto(`${site.origin}/contact`);
  await fill(page);
  await page.locator('#contact-website').fill('http://spam.example');
  await page.clock.fastForward(MIN_FILL_MS);
  await send(page);
  await expect(page.getByRole('status')).toHaveText(words.sent);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(bodies).toEqual([]);
  expect(await messages(page)).toEqual([]);
});

test('a quota error offers the mailto fallback, is counted with its status, and a retry gets a new token', async ({
  page,
}) => {
  const bodies = sendRequests(page);
  await page.request.post(`${INBOX}/__inbox/next-answer`, {
    data: {
      status: 426,
      text: 'The monthly quota of the account has been reached',
      template: TEMPLATE,
      email: sample.email,
    },
  });
  await page.goto(`${site.origin}/contact`);
  await fill(page);
  await page.clock.fastForward(MIN_FILL_MS);
  await send(page);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(words.failures.server.title);
  const mailto = await alert.getByRole('link', { name: /@/ }).getAttribute('href');
  expect(decodeURIComponent(mailto ?? '')).toContain(sample.message);
  await expect
    .poll(async () => (await events(page)).filter((e) => e.n === 'send failed'))
    .toEqual([expect.objectContaining({ p: { status: '426' } })]);
  await alert.getByRole('button', { name: words.retry }).click();
  await expect(page.getByRole('status')).toHaveText(words.sent);
  const inbox = await messages(page);
  expect(inbox).toHaveLength(1);
  expect(bodies).toHaveLength(2);
  expect(bodies[0]).toContain('test-token-1');
  expect(inbox[0]?.fields['g-recaptcha-response']).toBe('test-token-2');
});

test('analytics counts the page view and "contact sent": paths only, never a field', async ({ page }) => {
  await page.goto(`${site.origin}/contact?topic=Cybersecurity`);
  await expect.poll(async () => (await events(page)).map((e) => e.n)).toEqual(['pageview']);
  await fill(page);
  await page.clock.fastForward(MIN_FILL_MS);
  await send(page);
  await expect(page.getByRole('status')).toHaveText(words.sent);
  await expect.poll(async () => (await events(page)).map((e) => e.n)).toEqual(['pageview', 'contact sent']);
  const counted = await events(page);
  for (const event of counted) {
    expect(event.u).toBe(`${site.origin}/contact`);
    expect(event.d).toBe(variantBuildEnv().PUBLIC_ANALYTICS_DOMAIN);
  }
  const text = JSON.stringify(counted);
  for (const value of [...Object.values(sample), 'Cybersecurity', 'test-token']) expect(text).not.toContain(value);
  expect(await page.context().cookies()).toEqual([]);
});

for (const [signal, script] of [
  [
    'Global Privacy Control',
    () => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
  ],
  ['Do Not Track', () => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' })],
] as const) {
  test(`with ${signal}, nothing is counted, not even a delivered message`, async ({ page }) => {
    await page.addInitScript(script);
    const tracker = page.waitForResponse((r) => new URL(r.url()).pathname === trackerFile);
    await page.goto(`${site.origin}/contact`);
    await tracker;
    await fill(page);
    await page.clock.fastForward(MIN_FILL_MS);
    await send(page);
    await expect(page.getByRole('status')).toHaveText(words.sent);
    expect(await messages(page)).toHaveLength(1);
    expect(await events(page)).toEqual([]);
  });
}

test('the policy allows Google and the endpoint; /privacy says both are on', async ({ page }) => {
  await page.goto(`${site.origin}/privacy`);
  const policy = (await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content')) ?? '';
  expect(policy).toContain('https://www.google.com/recaptcha/');
  expect(policy).toMatch(new RegExp(`connect-src 'self' ${INBOX.replaceAll('.', '\\.')};`));
  const main = page.locator('main');
  await expect(main.getByRole('heading', { name: 'Keeping spam out', level: 2 })).toBeVisible();
  await expect(main).toContainText('Plausible');
  await expect(main).not.toContainText('runs no analytics');
});
