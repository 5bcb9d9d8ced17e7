/**
 * The flows a visitor depends on, in one engine, at a phone's and a desktop's width: the pages
 * that between them render every kind of element (tests/support/templates.ts) load without an
 * error or sideways scroll at both (Chromium loads more, tests/e2e/every-route.spec.ts), the
 * header's current link and its menu at both; the header search, the carousel, the marquee, the
 * contact form, an application with a CV and a seat request (each arriving once at the local
 * inbox) and a calendar file at one width each (AT_PHONE_WIDTH). Chromium runs the full suite
 * (tests/e2e); this is what Firefox ESR and WebKitGTK must do as well, driven through
 * scripts/lib/engines.mjs, with the selectors and data of tests/support.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launch, unloadedDuring, type EngineName, type EnginePage } from '../../scripts/lib/engines.mjs';
import { INBOX_ORIGIN, TEST_PORTS, testBuildEnv } from '../../scripts/lib/test-env.mjs';
import type { StoredMessage } from '../../scripts/lib/inbox.mjs';
import { isUpcoming } from '../../src/lib/training/courses';
import { CONTACT_REQUIRED, MIN_FILL_MS, readWords } from '../support/forms';
import { templateRoutes } from '../support/templates';
import { capabilities, courses, openJobs, TEST_BUILD_DATE, trainingText } from '../support/site';
import { CAROUSEL, cvPdf, HEADER, MARQUEE, person } from '../support/visitor';

const ORIGIN = `http://127.0.0.1:${TEST_PORTS.site}`;
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;
/**
 * The flows that run at one width per engine: each in each engine, and at each width in one of
 * them. What an engine gets wrong it gets wrong at any width, and what a width changes Chromium
 * checks at both (tests/e2e). WebKit, the engine of every iPhone, searches and sends a message and
 * a seat request at a phone's width; Firefox at a desktop's. The template sweep, the header's current link and its menu (a
 * button at 390 px, a row of links at 1280) run at both widths in both engines.
 */
type PairedFlow = 'search' | 'carousel' | 'marquee' | 'contact' | 'application' | 'seat' | 'calendar';
const AT_PHONE_WIDTH: Record<EngineName, readonly PairedFlow[]> = {
  webkit: ['search', 'contact', 'seat', 'calendar'],
  firefox: ['carousel', 'marquee', 'application'],
};

const contactWords = readWords('contact');
const applyWords = readWords('application');

/**
 * Waits until `check` returns a truthy value and returns it; fails naming `what` after `timeout` ms.
 * A check that the page's unloading cut short (polling for what the next page shows, while it comes)
 * found nothing yet, and runs again.
 */
async function until<T>(what: string, check: () => Promise<T>, timeout = 15_000): Promise<T> {
  const deadline = Date.now() + timeout;
  let last: T | undefined;
  for (;;) {
    try {
      last = await check();
    } catch (error) {
      if (!unloadedDuring(error)) throw error;
      last = undefined;
    }
    if (last) return last;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(last)} after ${timeout} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The messages the inbox holds from `email` (each flow writes from an address of its own). */
async function inboxFrom(email: string): Promise<StoredMessage[]> {
  const all = (await (await fetch(`${INBOX_ORIGIN}/__inbox/messages`)).json()) as StoredMessage[];
  return all.filter((m) => m.fields['email'] === email);
}

/** Waits until the inbox holds a message from `email`, and returns all it holds from it. */
async function arrivedFrom(email: string): Promise<StoredMessage[]> {
  let found: StoredMessage[] = [];
  await until(`a message from ${email} in the inbox`, async () => (found = await inboxFrom(email)).length > 0);
  return found;
}

export function visitorFlows(engine: EngineName): void {
  let page: EnginePage;
  let files: string;

  beforeAll(async () => {
    page = await launch(engine);
    files = mkdtempSync(join(tmpdir(), `${engine}-cv-`));
  }, 120_000);

  afterAll(async () => {
    await page?.close();
    if (files) rmSync(files, { recursive: true, force: true });
  });

  /** Opens the page at `path`; a page that fails to load is named in the error. */
  const open = async (path: string) => {
    await page.goto(ORIGIN + path).catch((error: unknown) => {
      throw new Error(`opening ${path}: ${String(error)}`, { cause: error });
    });
  };
  const text = (selector: string) =>
    page.evaluate((s: string) => document.querySelector(s)?.textContent?.trim() ?? null, selector);
  const isOpen = (selector: string) =>
    page.evaluate((s: string) => document.querySelector(s)?.matches(':popover-open') ?? false, selector);
  const focused = (selector: string) =>
    page.evaluate((s: string) => document.activeElement === document.querySelector(s), selector);
  const focus = (selector: string) =>
    page.evaluate((s: string) => (document.querySelector(s) as HTMLElement | null)?.focus(), selector);

  /** Marks the element `selector` matches whose text is `words`, so a click can reach it by a selector. */
  const byText = async (selector: string, words: string): Promise<string> => {
    const found = await page.evaluate(
      (s: string, w: string) => {
        const el = [...document.querySelectorAll(s)].find((e) => e.textContent?.trim() === w);
        el?.setAttribute('data-engine-target', '');
        return Boolean(el);
      },
      selector,
      words,
    );
    if (!found) throw new Error(`no ${selector} saying "${words}"`);
    return '[data-engine-target]';
  };

  /**
   * Waits until the element is where it was a frame before, as Playwright does before it clicks:
   * the form grows and shrinks as it validates what was typed, and a click aimed at where a field
   * was lands on whatever took its place.
   */
  const steady = (selector: string) =>
    until(`${selector} in place`, () =>
      page.evaluate(async (s: string) => {
        const where = () => JSON.stringify(document.querySelector(s)?.getBoundingClientRect());
        const before = where();
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        return before === where();
      }, selector),
    );

  /**
   * Types into the field with the id, as a person: a click into it, then the keys. The form's
   * fields move as what was typed before is checked; on a busy machine one moved after it stood
   * still and the click landed on the field now in its place (a session choice above the
   * message). So, as a person who sees the wrong field focused, it clicks again until it is.
   */
  const typeInto = async (id: string, value: string) => {
    await until(`a click into #${id} focusing it`, async () => {
      await steady(`#${id}`);
      await page.click(`#${id}`);
      return focused(`#${id}`);
    });
    await page.type(value);
    // What was typed is in the field, whole (a click that missed it would type elsewhere).
    const now = await page.evaluate(
      (i: string) => [
        document.activeElement?.id ?? '',
        (document.getElementById(i) as HTMLInputElement | null)?.value ?? '',
      ],
      id,
    );
    expect(now, `typed into #${id}`).toEqual([id, value]);
  };

  /** Reaches for the form (it loads on interaction) and waits until it is live (`novalidate`). */
  const reachForForm = async (form: string, firstField: string) => {
    await page.hover(`#${firstField}`);
    await until(`${form} live`, () =>
      page.evaluate((s: string) => document.querySelector(s)?.hasAttribute('novalidate') ?? false, form),
    );
    // A fresh visitor: no draft and no earlier send's rate limit in this browser's storage.
    // The build refuses automated browsers, as in production: this one is a person's.
    await page.evaluate(() => {
      localStorage.clear();
      Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false });
    });
  };

  /** The words tied to a field by aria-describedby. */
  const description = (id: string) =>
    page.evaluate((i: string) => {
      const ids = document.getElementById(i)?.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
      return ids.map((d) => document.getElementById(d)?.textContent?.trim() ?? '').join(' ');
    }, id);

  const emailSends = () =>
    page.evaluate(
      () => performance.getEntriesByType('resource').filter((e) => e.name.includes('/api/v1.0/email/')).length,
    );

  /** Counts the submits the form gets from now on, to tell a click that missed from a send that stalled. */
  const countSubmits = (form: string) =>
    page.evaluate((f: string) => {
      const w = window as unknown as { submits?: number };
      w.submits = 0;
      document.querySelector(f)?.addEventListener('submit', () => (w.submits = (w.submits ?? 0) + 1), true);
    }, form);

  /** Clicks the form's submit button and waits until `check` holds; if it never does, the error tells what the form shows. */
  const submitUntil = async (form: string, what: string, check: () => Promise<boolean>) => {
    await countSubmits(form);
    await steady(`${form} button[type="submit"]`);
    await page.click(`${form} button[type="submit"]`);
    await until(what, check).catch(async (error: unknown) => {
      const state = await page.evaluate((f: string) => {
        const el = document.querySelector<HTMLFormElement>(f);
        return {
          submits: (window as unknown as { submits?: number }).submits,
          live: el?.noValidate,
          status: el?.querySelector('[role="status"]')?.textContent?.trim(),
          invalid: [...(el?.querySelectorAll('[aria-invalid="true"]') ?? [])].map(
            (i) => `${i.id}=${JSON.stringify((i as HTMLInputElement).value)}`,
          ),
          focused: document.activeElement?.id || document.activeElement?.tagName,
        };
      }, form);
      const sends = await emailSends();
      throw new Error(`${String(error)}; the form: ${JSON.stringify({ ...state, sends })}`, { cause: error });
    });
  };

  /** Sends the form in `form` once its minimum fill time has passed since `started`, and waits for `sent`. */
  const send = async (form: string, started: number, sent: string) => {
    await new Promise((r) => setTimeout(r, Math.max(0, started + MIN_FILL_MS + 200 - Date.now())));
    await submitUntil(form, `"${sent}" shown`, async () => (await text(`${form} [role="status"]`)) === sent);
  };

  // Each page opens at one width and is then resized to the other where it stands, as a visitor
  // turns a phone or zooms; the next page opens at that width. One load a page, not two.
  test("each template's pages load with no page error and no sideways scroll, at 390 and 1280 px", async () => {
    const problems: string[] = [];
    const sideways = async (path: string) => {
      const [scrollWidth, width] = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        document.documentElement.clientWidth,
      ]);
      if (scrollWidth > width) problems.push(`${path}: ${scrollWidth} px wide in ${width} px`);
    };
    // The width each page opens at, then the one it is resized to.
    let sizes: [{ width: number; height: number }, { width: number; height: number }] = [WIDTHS[0], WIDTHS[1]];
    await page.resize(sizes[0].width, sizes[0].height);
    for (const path of templateRoutes()) {
      await open(path);
      await sideways(path);
      await page.resize(sizes[1].width, sizes[1].height);
      await sideways(path);
      for (const error of await page.errors()) problems.push(`${path}: ${error}`);
      sizes = [sizes[1], sizes[0]];
    }
    expect(problems).toEqual([]);
  }, 240_000);

  for (const viewport of WIDTHS) {
    const narrow = viewport.width < 800;
    /** Whether the flow runs at this width in this engine (AT_PHONE_WIDTH). */
    const here = (flow: PairedFlow) => AT_PHONE_WIDTH[engine].includes(flow) === narrow;
    describe(`at ${viewport.width} px`, () => {
      beforeAll(() => page.resize(viewport.width, viewport.height));

      test("the current page's link in the header is underlined", async () => {
        await open('/about');
        const line = await page.evaluate(
          () => getComputedStyle(document.querySelector('#site-menu a[aria-current="page"]')!).textDecorationLine,
        );
        expect(line).toBe('underline');
      });

      if (narrow)
        test('the menu opens, closes on Escape, and closes on a link, which opens its page', async () => {
          await open('/about');
          expect(await isOpen(HEADER.menu)).toBe(false);
          await page.click(HEADER.menuButton);
          await until('menu open', () => isOpen(HEADER.menu));
          await focus(`${HEADER.menu} a[href="/partners"]`);
          await page.press('Escape');
          await until('menu closed on Escape', async () => !(await isOpen(HEADER.menu)));
          expect(await focused(HEADER.menuButton)).toBe(true);
          await page.click(HEADER.menuButton);
          await until('menu open again', () => isOpen(HEADER.menu));
          await page.click(`${HEADER.menu} a[href="/partners"]`);
          await until('on /partners', () => page.evaluate(() => location.pathname === '/partners'));
          expect(await isOpen(HEADER.menu)).toBe(false);
        });
      else
        test('the menu is a row of links, with no button', async () => {
          await open('/about');
          const shown = await page.evaluate(
            (menu: string, button: string) => [
              document.querySelector(button)!.getBoundingClientRect().width,
              document.querySelector(menu)!.getBoundingClientRect().height > 0,
            ],
            HEADER.menu,
            HEADER.menuButton,
          );
          expect(shown).toEqual([0, true]);
        });

      if (here('search'))
        test('search opens, closes on Escape from its field, and finds results', async () => {
          await open('/about');
          await page.click(HEADER.searchButton);
          await until('search open with its field focused', () => focused(HEADER.searchField));
          await page.type('pen');
          await page.press('Escape');
          await until('search closed on Escape in its field', async () => !(await isOpen(HEADER.searchDialog)));
          expect(await focused(HEADER.searchButton)).toBe(true);
          // Opened again, it still holds what was typed; the visitor selects it and types anew
          // (where the caret lands on focus differs by engine).
          await page.click(HEADER.searchButton);
          await until('search open again', () => focused(HEADER.searchField));
          expect(
            await page.evaluate((s: string) => {
              const field = document.querySelector<HTMLInputElement>(s)!;
              field.select();
              return field.value;
            }, HEADER.searchField),
          ).toBe('pen');
          await page.type('penetration testing');
          await page.press('Enter');
          await until('results for "penetration testing"', () =>
            page.evaluate(
              () =>
                location.search === '?q=penetration+testing' &&
                !!document.querySelector('[data-search-results] h2 a[href="/Cybersecurity"]'),
            ),
          );
        });

      if (here('carousel'))
        test('the carousel follows its buttons, the arrow keys and scrolling', async () => {
          const name = (i: number) => `${i + 1} of ${capabilities.length}: ${capabilities[i]?.name}`;
          const status = (i: number) =>
            until(`status "${name(i)}"`, async () => (await text(CAROUSEL.status)) === name(i));
          await open('/');
          await status(0);
          await page.click(CAROUSEL.next);
          await status(1);
          await page.click(CAROUSEL.prev);
          await status(0);
          await until('row back at the start', () =>
            page.evaluate((s: string) => document.querySelector(s)!.scrollLeft === 0, CAROUSEL.track),
          );
          // Arrow keys scroll the row; the status follows once it settles.
          await focus(CAROUSEL.track);
          await page.press('ArrowRight');
          await status(1);
          // A swipe: the row scrolled to the fourth slide, then Next goes on from there.
          await page.evaluate((s: string) => {
            const track = document.querySelector<HTMLElement>(s)!;
            const slides = track.querySelectorAll<HTMLElement>('[data-carousel-slide]');
            track.scrollTo({ left: slides[3]!.offsetLeft - slides[0]!.offsetLeft, behavior: 'smooth' });
          }, CAROUSEL.track);
          await status(3);
          await page.click(CAROUSEL.next);
          await status(4);
        });

      if (here('marquee'))
        test('the marquee pauses and plays with its button', async () => {
          await open('/');
          const state = async () => {
            // Hover and focus pause it too: take both away to see the button's own effect.
            await page.hoverAway();
            await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
            return page.evaluate(
              (track: string, toggle: string) => [
                getComputedStyle(document.querySelector(track)!).animationPlayState,
                document.querySelector(toggle)!.getAttribute('aria-pressed'),
              ],
              MARQUEE.track,
              MARQUEE.toggle,
            );
          };
          expect(await state()).toEqual(['running', 'false']);
          await page.click(MARQUEE.toggle);
          expect(await state()).toEqual(['paused', 'true']);
          await page.click(MARQUEE.toggle);
          expect(await state()).toEqual(['running', 'false']);
        });

      if (here('contact'))
        test('the contact form shows the four messages, then sends once', async () => {
          const form = 'main astro-island form';
          await open('/contact');
          await reachForForm(form, 'contact-name');
          const ids = CONTACT_REQUIRED.map(({ name }) => `contact-${name}`);
          const messages = CONTACT_REQUIRED.map(({ message }) => message);
          await submitUntil(form, `${messages.join(', ')}, each by its field`, async () => {
            const shown = await Promise.all(ids.map((id) => description(id)));
            return messages.every((message, i) => shown[i]?.startsWith(message));
          });
          expect(await focused('#contact-name')).toBe(true);
          expect(await emailSends()).toBe(0);

          const me = person(`contact-${engine}-${viewport.width}`);
          const started = Date.now();
          await typeInto('contact-name', me.name);
          await typeInto('contact-email', me.email);
          await typeInto('contact-phone', me.phone);
          await typeInto('contact-message', me.message);
          await send(form, started, contactWords.sent);
          const arrived = await arrivedFrom(me.email);
          expect(arrived).toHaveLength(1);
          expect(arrived[0]?.fields).toMatchObject({
            name: me.name,
            email: me.email,
            phone: me.phone,
            message: me.message,
          });
          expect(await emailSends()).toBe(1);
        }, 60_000);

      if (here('application'))
        test('an application with a PDF CV arrives once, the file with it', async () => {
          const role = openJobs[0];
          if (!role) throw new Error('no open role in the test build');
          const form = '#apply astro-island form';
          const cv = cvPdf(120_000);
          const file = join(files, cv.name);
          writeFileSync(file, cv.buffer);
          await open(role.path);
          await reachForForm(form, 'application-name');
          const me = person(`apply-${engine}-${viewport.width}`);
          const started = Date.now();
          await typeInto('application-name', me.name);
          await typeInto('application-email', me.email);
          await typeInto('application-phone', me.phone);
          await typeInto('application-profile', me.profile);
          await page.upload('#application-cv', file);
          await send(form, started, applyWords.sent);
          const arrived = await arrivedFrom(me.email);
          expect(arrived).toHaveLength(1);
          expect(arrived[0]?.template_id).toBe(testBuildEnv().PUBLIC_EMAILJS_APPLY_TEMPLATE_ID);
          expect(arrived[0]?.fields).toMatchObject({ name: me.name, roleId: role.slug });
          expect(arrived[0]?.fields['cv']).toMatchObject({ name: cv.name, type: cv.mimeType, size: cv.buffer.length });
        }, 60_000);

      if (here('seat'))
        test('"Request a seat" fills in the course and session, and the request arrives once', async () => {
          const course = courses.find((c) =>
            c.data.sessions.some((s) => isUpcoming(s, TEST_BUILD_DATE) && s.seats === 'open'),
          );
          const session = course?.data.sessions.find((s) => isUpcoming(s, TEST_BUILD_DATE) && s.seats === 'open');
          if (!course || !session) throw new Error('no open session in the test build');
          await open(course.path);
          await page.click(await byText(`#session-${session.id} a`, trainingText.requestSeat));
          // The new page whole, as `open` leaves it: a pointer over a form still being parsed reaches no island.
          await until('/contact loaded', () =>
            page.evaluate(() => location.pathname === '/contact' && document.readyState === 'complete'),
          );
          const form = 'main astro-island form';
          await reachForForm(form, 'contact-name');
          // The form fetches the courses it may preselect, then shows the course and session chosen.
          await until('the course and session chosen', () =>
            page.evaluate(
              (c: string, s: string) => {
                const values = [...document.querySelectorAll<HTMLSelectElement>('main form select')].map(
                  (e) => e.value,
                );
                return values.includes(c) && values.includes(s);
              },
              course.slug,
              session.id,
            ),
          );
          const me = person(`seat-${engine}-${viewport.width}`);
          const started = Date.now();
          await typeInto('contact-name', me.name);
          await typeInto('contact-email', me.email);
          await typeInto('contact-phone', me.phone);
          await typeInto('contact-message', 'Two seats for our analysts, please.');
          await send(form, started, contactWords.sent);
          const arrived = await arrivedFrom(me.email);
          expect(arrived).toHaveLength(1);
          expect(arrived[0]?.fields).toMatchObject({ course: course.slug, session: session.id });
        }, 60_000);

      if (here('calendar'))
        test("a session's calendar file is served as a calendar", async () => {
          const course = courses.find((c) => c.data.sessions.some((s) => isUpcoming(s, TEST_BUILD_DATE)));
          const session = course?.data.sessions.find((s) => isUpcoming(s, TEST_BUILD_DATE));
          if (!course || !session) throw new Error('no upcoming session in the test build');
          await open(course.path);
          const file = await page.evaluate(
            async (row: string, words: string) => {
              const link = [...document.querySelectorAll<HTMLAnchorElement>(`${row} a`)].find(
                (a) => a.textContent?.trim() === words,
              );
              if (!link) return null;
              const response = await fetch(link.href);
              return { type: response.headers.get('content-type'), body: await response.text() };
            },
            `#session-${session.id}`,
            trainingText.calendarOne,
          );
          expect(file?.type).toMatch(/^text\/calendar/);
          expect(file?.body).toMatch(/^BEGIN:VCALENDAR/);
          expect(file?.body).toContain(`SUMMARY:${course.data.title}`);
        });
    });
  }
}
