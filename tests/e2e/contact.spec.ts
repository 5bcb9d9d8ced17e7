import { expect, test, type Page } from '../support/routePage';
import { site } from '../support/site';
import { INBOX_ORIGIN as INBOX } from '../../scripts/lib/test-env.mjs';
import { parse } from 'node-html-parser';
import { CONTACT_REQUIRED, formText, holdIslandModules, readWords, takeTime } from '../support/forms';
import { contactForm } from '../../src/lib/forms/contactForm';
import { fieldNames, messageFor, messagesOf } from '../../src/lib/forms/engine';

// Each test on a page of its own: they install the page's clock or an init script (tests/support/routePage.ts).
test.use({ ownPage: true });

/** The local inbox the test build sends to (started by playwright.config.ts). */
const SEND_PATH = '/api/v1.0/email/send-form';

interface Stored {
  service_id: string;
  template_id: string;
  fields: Record<string, string>;
}

async function inboxMessages(page: Page): Promise<Stored[]> {
  return (await page.request.get(MAILBOX)).json() as Promise<Stored[]>;
}

/** The mail service's next answer fails: 500, 429, or a dropped connection. Later sends reach the inbox. */
async function failNextSend(page: Page, mode: '500' | '429' | 'drop') {
  await page.route(
    `${INBOX}${SEND_PATH}`,
    (route) =>
      mode === 'drop'
        ? route.abort('connectionreset')
        : route.fulfill({
            status: Number(mode),
            contentType: 'text/plain',
            headers: { 'Access-Control-Allow-Origin': '*' },
            body: mode === '500' ? 'Internal Server Error' : 'Too Many Requests',
          }),
    { times: 1 },
  );
}

/** Counts the form's POSTs to the mail service. */
function countSends(page: Page): { count: number } {
  const sends = { count: 0 };
  page.on('request', (req) => {
    if (req.method() === 'POST' && req.url().includes('/api/v1.0/email/')) sends.count += 1;
  });
  return sends;
}

/** Reaches for the form, as a visitor does (client:oninteract), and waits until it is live (see apply.spec). */
async function reachForForm(page: Page) {
  await page.locator('astro-island form').hover();
  await expect(page.locator('astro-island form')).toHaveAttribute('novalidate', '');
}

/** Opens /contact and reaches for the form. */
async function openForm(page: Page) {
  await page.goto('/contact');
  await reachForForm(page);
}

const contactWords = readWords('contact');
/** The form's labels, button and messages, from its words. */
const contactText = formText('contact');
/** The specification's four messages, by field label. */
const REQUIRED = CONTACT_REQUIRED.map(({ label, message }) => [label, message] as const);

/** A form field by its label, as a screen reader names it. */
const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

const sample = {
  name: 'Zoë Ångström',
  // One address per worker: another worker may run this spec beside it (--repeat-each).
  email: `zoe.${process.env['TEST_PARALLEL_INDEX'] ?? 0}@example.com`,
  phone: '+1 (217) 555-0199',
  message: `Hello <script>alert('x')</script> & "quotes" — 東京 ✓ 🚀 ${'long text '.repeat(20)}`,
};
/** This spec's messages: other specs send through the same template (a seat request), from other addresses. */
const MAILBOX = `${INBOX}/__inbox/messages?template=local_template&email=${encodeURIComponent(sample.email)}`;
/** What the inbox receives for `sample`: the topic choice left empty is sent as its own, empty field. */
const sent = { ...sample, topic: '' };

/** Fills the form at a person's pace: the minimum time to send has passed when it returns. */
async function fill(page: Page, values = sample) {
  await fillAtOnce(page, values);
  await takeTime(page);
}

/** Fills the form at machine speed (autofill and a line of text). */
async function fillAtOnce(page: Page, values = sample) {
  await field(page, contactText.label.name).fill(values.name);
  await field(page, contactText.label.email).fill(values.email);
  await field(page, contactText.label.phone).fill(values.phone);
  await field(page, contactText.label.message).fill(values.message);
}

async function expectFieldsKept(page: Page, values = sample) {
  await expect(field(page, contactText.label.name)).toHaveValue(values.name);
  await expect(field(page, contactText.label.email)).toHaveValue(values.email);
  await expect(field(page, contactText.label.phone)).toHaveValue(values.phone);
  await expect(field(page, contactText.label.message)).toHaveValue(values.message);
}

/** Words that tell a visitor the message went. */
const SUCCESS = /thank you|sent/i;

// One inbox serves every test: run them one at a time.
test.describe.configure({ mode: 'serial' });

test.describe('contact form', () => {
  test.beforeEach(async ({ page }) => {
    await page.request.delete(MAILBOX);
    // A running clock the test can move past the minimum time to send, instead of waiting it out.
    await page.clock.install();
  });

  test.describe('in an ordinary browser', () => {
    // blockHeadless is on in the build, as in production: present the browser as a person's.
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }));
    });

    test('an empty submit shows the four messages, focuses the first field and sends nothing', async ({ page }) => {
      const sends = countSends(page);
      await openForm(page);
      await page.getByRole('button', { name: contactText.submit }).click();
      for (const [label, message] of REQUIRED) {
        const input = field(page, label);
        // The message first, then the field's hint, if it has one.
        await expect(input).toHaveAccessibleDescription(new RegExp(`^${message}`));
        await expect(input).toHaveAttribute('aria-invalid', 'true');
      }
      await expect(field(page, contactText.label.name)).toBeFocused();
      expect(sends.count).toBe(0);
    });

    test("an empty send before the form is live shows the four messages, not the browser's own", async ({ page }) => {
      const sends = countSends(page);
      const release = await holdIslandModules(page);
      await page.goto('/contact');
      await page.getByRole('button', { name: contactText.submit }).click();
      await expect(page.locator('astro-island[ssr]'), 'still the server-rendered form').toHaveCount(1);
      release();
      for (const [label, message] of REQUIRED) {
        await expect(field(page, label)).toHaveAccessibleDescription(new RegExp(`^${message}`));
      }
      await expect(field(page, contactText.label.name)).toBeFocused();
      expect(sends.count).toBe(0);
    });

    for (const after of [1000, 5000]) {
      test(`a valid send ${after / 1000} s after the first keystroke arrives once, and "sent" shows only then`, async ({
        page,
      }) => {
        const sends = countSends(page);
        await openForm(page);
        await fillAtOnce(page);
        await page.clock.fastForward(after);
        await page.getByRole('button', { name: contactText.submit }).click();
        const status = page.getByRole('status');
        // The page's clock runs on by itself: no second click, no help from the test.
        let delivered = 0;
        for (const start = Date.now(); delivered === 0 && Date.now() - start < 15_000;) {
          const shown = (await status.textContent()) ?? '';
          delivered = (await inboxMessages(page)).length;
          if (delivered === 0) expect(shown, 'success shown before the inbox had the message').not.toMatch(SUCCESS);
        }
        await expect(status).toHaveText(contactWords.sent);
        expect(await inboxMessages(page)).toHaveLength(1);
        expect(sends.count).toBe(1);
      });
    }

    test('whitespace counts as empty and a malformed address is named', async ({ page }) => {
      const sends = countSends(page);
      await openForm(page);
      await fill(page, { ...sample, name: '   ', email: 'zoe@example' });
      await page.getByRole('button', { name: contactText.submit }).click();
      await expect(field(page, contactText.label.name)).toHaveAccessibleDescription(contactText.required('name'));
      await expect(field(page, contactText.label.email)).toHaveAccessibleDescription(contactText.invalid('email'));
      await expect(field(page, contactText.label.name)).toBeFocused();
      expect(sends.count).toBe(0);
    });

    test('a pasted message over the limit is kept whole, named next to the field at once, and not sent', async ({
      page,
    }) => {
      const sends = countSends(page);
      const { maxLength } = contactForm.fields.message;
      const message = `${sample.message}\n${'All of it pasted. '.repeat(maxLength / 10)}`.slice(0, maxLength + 1);
      const label = contactText.label.message;
      const tooLong = (text: string) =>
        messageFor(contactForm.fields.message, 'tooLong', label, messagesOf(contactWords)['message'], text);
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await openForm(page);
      await fillAtOnce(page, { ...sample, message: '' });
      await page.evaluate((text) => navigator.clipboard.writeText(text), message);
      await field(page, contactText.label.message).focus();
      await page.keyboard.press('ControlOrMeta+V');
      // The browser's maxlength would have cut the paste short without a word: the form keeps every character.
      await expect(field(page, contactText.label.message)).toHaveValue(message);
      await expect(field(page, contactText.label.message)).toHaveAttribute('aria-invalid', 'true');
      await expect(field(page, contactText.label.message)).toHaveAccessibleDescription(
        new RegExp(`^${tooLong(message)}`),
      );
      await takeTime(page);
      await page.getByRole('button', { name: contactText.submit }).click();
      await expect(field(page, contactText.label.message)).toBeFocused();
      await expect(field(page, contactText.label.message)).toHaveAccessibleDescription(
        new RegExp(`^${tooLong(message)}`),
      );
      await expect(field(page, contactText.label.message)).toHaveValue(message);
      expect(sends.count).toBe(0);
      expect(await inboxMessages(page)).toHaveLength(0);

      // One character less, at the limit: the message goes, and it is sent whole.
      await page.keyboard.press('ControlOrMeta+End');
      await page.keyboard.press('Backspace');
      await expect(field(page, contactText.label.message)).not.toHaveAttribute('aria-invalid', 'true');
      await page.getByRole('button', { name: contactText.submit }).click();
      await expect(page.getByRole('status')).toHaveText(contactWords.sent);
      const [arrived, ...more] = await inboxMessages(page);
      expect(more).toHaveLength(0);
      // A form's text travels with CRLF line breaks (HTML's form submission); the limit counts a break once, as the browser does.
      expect(arrived?.fields['message']).toBe(message.slice(0, maxLength).replaceAll('\n', '\r\n'));
      expect(sends.count).toBe(1);
    });

    test('a valid message is sent once, arrives byte-identical, and the form is cleared', async ({ page }) => {
      const sends = countSends(page);
      await openForm(page);
      await fill(page);
      const request = page.waitForRequest((r) => r.url() === `${INBOX}${SEND_PATH}`);
      await page.getByRole('button', { name: contactText.submit }).click();
      const body = (await request).postData() ?? '';
      for (const key of ['lib_version', 'service_id', 'template_id', 'user_id', 'name', 'email', 'phone', 'message']) {
        expect(body).toContain(`name="${key}"`);
      }
      await expect(page.getByRole('status')).toContainText(contactWords.sent);
      await expect(field(page, contactText.label.message)).toHaveValue('');
      const messages = await inboxMessages(page);
      expect(messages).toHaveLength(1);
      expect(messages[0]?.fields).toEqual(sent);
      expect(messages[0]?.service_id).toBe('local_service');
      expect(sends.count).toBe(1);
      await page.reload();
      await reachForForm(page);
      await expect(field(page, contactText.label.message)).toHaveValue('');
    });

    test('the form loads no JavaScript until the visitor reaches for it', async ({ page }) => {
      const scripts: string[] = [];
      page.on('request', (req) => {
        if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
      });
      await page.goto('/contact', { waitUntil: 'networkidle' });
      await page.waitForTimeout(500);
      expect(scripts.filter((s) => s.startsWith('/_astro/'))).toEqual([]);
      await expect(page.locator('astro-island[ssr]')).toHaveCount(1);
      await reachForForm(page);
      expect(scripts.some((s) => s.includes('ContactForm'))).toBe(true);
    });

    test('what is typed before the form hydrates is kept, and the first submit after it sends it', async ({ page }) => {
      // Typing is the touch (client:oninteract); the modules arrive only once every field is filled.
      const release = await holdIslandModules(page);
      await page.goto('/contact');
      await fill(page);
      await expect(page.locator('astro-island[ssr]'), 'typed into the server-rendered form').toHaveCount(1);
      release();
      await expect(page.locator('astro-island form')).toHaveAttribute('novalidate', '');
      await expectFieldsKept(page);
      await page.getByRole('button', { name: contactText.submit }).click();
      await expect(page.getByRole('status')).toContainText(contactWords.sent);
      const messages = await inboxMessages(page);
      expect(messages).toHaveLength(1);
      expect(messages[0]?.fields).toEqual(sent);
    });

    test('a submit before the form hydrates is held, then sent once by the form', async ({ page }) => {
      const sends = countSends(page);
      const release = await holdIslandModules(page);
      await page.goto('/contact');
      await fill(page);
      await page.getByRole('button', { name: contactText.submit }).click();
      await expect(page, 'no mailto navigation').toHaveURL(/\/contact$/);
      await expect(page.locator('astro-island[ssr]'), 'still the server-rendered form').toHaveCount(1);
      release();
      await expect(page.getByRole('status')).toContainText(contactWords.sent);
      const messages = await inboxMessages(page);
      expect(messages).toHaveLength(1);
      expect(messages[0]?.fields).toEqual(sent);
      expect(sends.count).toBe(1);
    });

    test('a double click sends one message', async ({ page }) => {
      const sends = countSends(page);
      await openForm(page);
      await fill(page);
      await page.getByRole('button', { name: contactText.submit }).dblclick();
      await expect(page.getByRole('status')).toContainText(contactWords.sent);
      expect(sends.count).toBe(1);
      expect(await inboxMessages(page)).toHaveLength(1);
    });

    test('the button is disabled and says so while sending', async ({ page }) => {
      // The send is held until the button has been seen, however slow the machine.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(`${INBOX}${SEND_PATH}`, async (route) => {
        await held;
        await route.continue();
      });
      await openForm(page);
      await fill(page);
      await page.getByRole('button', { name: contactText.submit }).click();
      await expect(page.getByRole('button', { name: contactWords.sending })).toBeDisabled();
      await expect(page.getByRole('status')).toBeEmpty();
      release();
      await expect(page.getByRole('status')).toContainText(contactWords.sent);
    });

    for (const [mode, text] of [
      ['500', 'problem on our side'],
      ['429', 'wait a few seconds'],
      ['drop', 'could not reach'],
    ] as const) {
      test(`a failed send (${mode}) says so, keeps every character and offers retry and e-mail`, async ({ page }) => {
        await failNextSend(page, mode);
        await openForm(page);
        await fill(page);
        await page.getByRole('button', { name: contactText.submit }).click();
        const alert = page.getByRole('alert');
        await expect(alert).toContainText(new RegExp(text, 'i'));
        await expectFieldsKept(page);
        const mailto = await alert.getByRole('link', { name: new RegExp(site.email) }).getAttribute('href');
        expect(mailto).toMatch(new RegExp(`^mailto:${site.email}\\?`));
        expect(decodeURIComponent(mailto ?? '')).toContain(sample.message.slice(0, 60));
        // labelled as the form labels its fields
        expect(decodeURIComponent(mailto ?? '')).toContain(`\r\n${contactText.label.phone}: ${sample.phone}`);
        expect(await inboxMessages(page)).toHaveLength(0);

        await alert.getByRole('button', { name: contactWords.retry }).click();
        await expect(page.getByRole('status')).toContainText(contactWords.sent);
        expect((await inboxMessages(page))[0]?.fields).toEqual(sent);
      });
    }

    test('a second message within the throttle time is refused with a message, fields kept', async ({ page }) => {
      const sends = countSends(page);
      await openForm(page);
      await fill(page);
      await page.getByRole('button', { name: contactText.submit }).click();
      await expect(page.getByRole('status')).toContainText(contactWords.sent);
      await fill(page);
      await page.getByRole('button', { name: contactText.submit }).click();
      await expect(page.getByRole('alert')).toContainText(/a moment ago/i);
      await expectFieldsKept(page);
      expect(sends.count).toBe(1);
    });

    test('the draft survives a reload', async ({ page }) => {
      await openForm(page);
      await fill(page);
      await page.reload();
      await expect(page.locator('astro-island form')).toHaveAttribute('novalidate', '');
      await expectFieldsKept(page);
    });

    test('a field retyped before the form hydrates joins the draft of the others', async ({ page }) => {
      await openForm(page);
      await fill(page);
      const release = await holdIslandModules(page);
      await page.reload();
      await field(page, contactText.label.message).fill('Changed my mind: a call next week, please.');
      release();
      await expect(page.locator('astro-island form')).toHaveAttribute('novalidate', '');
      await expectFieldsKept(page, { ...sample, message: 'Changed my mind: a call next week, please.' });
    });

    test('a filled honeypot sends nothing but looks like success', async ({ page }) => {
      const sends = countSends(page);
      await openForm(page);
      await fill(page);
      await page.locator('#contact-website').fill('http://spam.example');
      await page.getByRole('button', { name: contactText.submit }).click();
      await expect(page.getByRole('status')).toContainText(contactWords.sent);
      expect(sends.count).toBe(0);
      expect(await inboxMessages(page)).toHaveLength(0);
    });

    test('opened from a service page, the form preselects its topic and sends it as its own field', async ({
      page,
    }) => {
      await page.goto('/Cybersecurity');
      await page.locator('[data-closing]').getByRole('link', { name: 'Send us a message' }).click();
      await expect(page).toHaveURL(/\/contact\?topic=Cybersecurity$/);
      await expect(page.locator('astro-island form')).toHaveAttribute('novalidate', '');
      const topic = page.getByRole('combobox', { name: contactText.label.topic });
      await expect(topic).toHaveValue('Cybersecurity');
      await expect(topic.locator('option:checked')).toHaveText('Cybersecurity');
      await fill(page);
      await page.getByRole('button', { name: contactText.submit }).click();
      await expect(page.getByRole('status')).toContainText(contactWords.sent);
      const messages = await inboxMessages(page);
      expect(messages).toHaveLength(1);
      expect(messages[0]?.fields).toEqual({ ...sample, topic: 'Cybersecurity' });
    });

    test('a program, careers and the other topics are offered; a program topic from the address is chosen', async ({
      page,
    }) => {
      await page.goto('/contact?topic=ld');
      await expect(page.locator('astro-island form')).toHaveAttribute('novalidate', '');
      const topic = page.getByRole('combobox', { name: contactText.label.topic });
      await expect(topic).toHaveValue('ld');
      await expect(topic.locator('option')).toHaveText([
        'Choose a topic',
        'IT Consulting & Services',
        'Staffing Solutions',
        'Learning & Development Services',
        'A job or my application',
        'Something else',
      ]);
      await topic.selectOption('careers');
      await fill(page);
      await page.getByRole('button', { name: contactText.submit }).click();
      await expect(page.getByRole('status')).toContainText(contactWords.sent);
      expect((await inboxMessages(page))[0]?.fields).toEqual({ ...sample, topic: 'careers' });
    });

    test('a hostile or unknown topic is ignored: no element, no dialog, the choice left empty', async ({ page }) => {
      const dialogs: string[] = [];
      page.on('dialog', (d) => {
        dialogs.push(d.message());
        void d.dismiss();
      });
      for (const value of ['<img src=x onerror=alert(1)>', 'Nothing', 'cybersecurity', '"><svg onload=alert(1)>']) {
        await page.goto(`/contact?topic=${encodeURIComponent(value)}`);
        await expect(page.locator('astro-island form')).toHaveAttribute('novalidate', '');
        const topic = page.getByRole('combobox', { name: contactText.label.topic });
        await expect(topic).toHaveValue('');
        await expect(topic.locator('option')).toHaveCount(6);
        await expect(page.locator('img[src="x"], svg[onload]')).toHaveCount(0);
        expect(await page.content()).not.toContain('onerror=alert');
      }
      await fill(page);
      await page.getByRole('button', { name: contactText.submit }).click();
      await expect(page.getByRole('status')).toContainText(contactWords.sent);
      expect((await inboxMessages(page))[0]?.fields).toEqual(sent);
      expect(dialogs).toEqual([]);
    });

    test('nothing the visitor typed reaches the console', async ({ page }) => {
      const logs: string[] = [];
      page.on('console', (m) => logs.push(m.text()));
      await failNextSend(page, '500');
      await openForm(page);
      await fill(page);
      await page.getByRole('button', { name: contactText.submit }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      for (const value of Object.values(sample)) {
        expect(logs.join('\n')).not.toContain(value.slice(0, 12));
      }
    });
  });

  test('an automated (headless) browser is refused with a message, fields kept', async ({ page }) => {
    const sends = countSends(page);
    await openForm(page);
    await fill(page);
    await page.getByRole('button', { name: contactText.submit }).click();
    await expect(page.getByRole('alert')).toContainText(/automated/i);
    await expectFieldsKept(page);
    expect(sends.count).toBe(0);
  });
});

test.describe('contact page', () => {
  test('shows phone, e-mail, address and a map from the config', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.locator('main').getByRole('link', { name: site.phone.display })).toHaveAttribute(
      'href',
      `tel:${site.phone.dial}`,
    );
    await expect(page.locator('main').getByRole('link', { name: site.email })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    );
    await expect(page.locator('address')).toContainText(site.address.street);
    const map = page.locator('iframe');
    await expect(map).toHaveAttribute('title', /map/i);
    await expect(map).toHaveAttribute('loading', 'lazy');
    await expect(map).toHaveAttribute(
      'src',
      new RegExp(`openstreetmap.org/export/embed.html.*marker=${site.geo.latitude},${site.geo.longitude}`),
    );
    expect(await map.boundingBox()).toMatchObject({ width: 350, height: 300 });
    await expect(page.getByRole('link', { name: /Open in map/ })).toHaveAttribute('href', /openstreetmap\.org/);
  });

  test('on a phone the form comes before the map', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/contact', { waitUntil: 'networkidle' });
    // The frame replaces its placeholder once it comes near the screen.
    await expect(page.locator('iframe')).toHaveCount(0);
    await page.locator('[data-map-src]').scrollIntoViewIfNeeded();
    const form = await page.getByRole('main').locator('form').boundingBox();
    const map = await page.locator('iframe').boundingBox();
    expect(form && map && form.y + form.height <= map.y).toBe(true);
  });

  test('says by the button where the message goes, and links to the privacy notice', async ({ page }) => {
    await page.goto('/contact');
    const note = page.locator('form p', { hasText: 'EmailJS' });
    await expect(note).toContainText('company inbox');
    await note.getByRole('link').click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.locator('h1')).toHaveText('Privacy');
    const main = page.locator('main');
    for (const heading of ['What we collect', 'Why we use it', 'Who delivers your message', 'How long we keep it']) {
      await expect(main.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
    }
    await expect(main).toContainText('EmailJS');
    await expect(main).toContainText(/does not set cookies/);
    await expect(main).toContainText(/delete/);
    expect(await page.context().cookies()).toEqual([]);
  });

  test('the form is marked up for use without JavaScript', async ({ request }) => {
    // The contact form alone: the header's search box is a form too.
    const html = parse(await (await request.get('/contact')).text()).querySelector('main form')?.outerHTML ?? '';
    expect(html).toMatch(/<input[^>]*name="email"[^>]*type="email"|<input[^>]*type="email"[^>]*name="email"/);
    expect(html).toMatch(/<input[^>]*type="tel"/);
    expect(html.match(/required=""/g)?.length).toBe(4);
    // Without JavaScript, the browser keeps each field within its limit.
    const form = parse(html);
    for (const name of fieldNames(contactForm)) {
      const spec = contactForm.fields[name];
      if (!spec || !('maxLength' in spec)) continue;
      expect(form.querySelector(`[name="${name}"]`)?.getAttribute('maxlength'), name).toBe(String(spec.maxLength));
    }
  });
});
