import { describe, it, expect, beforeAll, afterAll, beforeEach, afterEach, vi } from 'vitest';
import emailjs, { EmailJSResponseStatus } from '@emailjs/browser';
import {
  LIMIT_RATE_ID,
  SendFailure,
  classifySendError,
  createSender,
  createStorageProvider,
} from '../../src/lib/forms/emailjs';
import { emailSettings, type EmailSettings } from '../../src/lib/forms/emailSettings';
import { startInbox } from '../../scripts/lib/inbox.mjs';
import { MemoryStorage, ThrowingStorage } from '../support/storage';

/** Real SDK rejection reason of a call (asserting it is a rejection, not a synchronous throw). */
async function rejectionOf(call: () => Promise<unknown>): Promise<unknown> {
  let promise: Promise<unknown> | undefined;
  expect(() => {
    promise = call();
  }).not.toThrow();
  expect(promise).toBeInstanceOf(Promise);
  try {
    await promise;
  } catch (err: unknown) {
    return err;
  }
  throw new Error('expected a rejection');
}

function stubBrowser(webdriver = false): void {
  vi.stubGlobal('navigator', { webdriver, languages: ['en-GB', 'en'] });
  vi.stubGlobal('location', { pathname: '/contact/' });
}

describe('the SDK config errors (real @emailjs/browser 4.4.1)', () => {
  beforeEach(() => {
    emailjs.init({}); // reset the SDK's global store
  });

  it('rejects (never throws) with plain strings for missing key / ids / form / params', async () => {
    const cases: [() => Promise<unknown>, string][] = [
      [() => emailjs.sendForm('service', 'template', {} as HTMLFormElement), 'The public key is required'],
      [
        () => emailjs.sendForm('', 'template', {} as HTMLFormElement, { publicKey: 'pk' }),
        'The service ID is required',
      ],
      [
        () => emailjs.sendForm('service', '', {} as HTMLFormElement, { publicKey: 'pk' }),
        'The template ID is required',
      ],
      [
        () => emailjs.sendForm('service', 'template', {} as HTMLFormElement, { publicKey: 'pk' }),
        'The 3rd parameter is expected to be the HTML form element',
      ],
      [
        () =>
          emailjs.send('service', 'template', 'x' as unknown as Record<string, unknown>, {
            publicKey: 'pk',
          }),
        'The template params have to be the object',
      ],
    ];
    for (const [call, start] of cases) {
      const reason = await rejectionOf(call);
      expect(typeof reason).toBe('string');
      expect(reason).not.toBeInstanceOf(Error);
      expect(String(reason).startsWith(start)).toBe(true);
      const failure = classifySendError(reason);
      expect(failure).toBeInstanceOf(SendFailure);
      expect(failure).toBeInstanceOf(Error);
      expect(failure.kind).toBe('config');
      expect(failure.status).toBe(0);
    }
  });
});

describe('classifySendError', () => {
  it.each([
    [451, 'Unavailable For Headless Browser', 'headless'],
    [403, 'Forbidden', 'blocked'],
    [429, 'Too Many Requests', 'throttled'],
    [0, 'Network Error', 'network'],
    [500, 'Internal Server Error', 'server'],
    [400, 'The user_id parameter is required', 'server'],
    [412, 'Gmail_API: Invalid grant', 'server'],
  ] as const)('maps EmailJSResponseStatus %i to %s and keeps the status', (status, text, kind) => {
    const failure = classifySendError(new EmailJSResponseStatus(status, text));
    expect(failure).toBeInstanceOf(SendFailure);
    expect(failure.kind).toBe(kind);
    expect(failure.status).toBe(status);
    expect(failure.message).not.toContain(text);
  });

  it('treats the default EmailJSResponseStatus as a network error', () => {
    expect(classifySendError(new EmailJSResponseStatus()).kind).toBe('network');
  });

  it('maps a fetch TypeError to network and unknown errors to server', () => {
    expect(classifySendError(new TypeError('Failed to fetch')).kind).toBe('network');
    expect(classifySendError(new DOMException('aborted', 'AbortError')).kind).toBe('network');
    expect(classifySendError(new Error('boom'))).toMatchObject({ kind: 'server', status: 0 });
    expect(classifySendError('some other string')).toMatchObject({ kind: 'server', status: 0 });
    expect(classifySendError(undefined)).toMatchObject({ kind: 'server', status: 0 });
  });

  it('returns a SendFailure unchanged', () => {
    const failure = new SendFailure('blocked', 403);
    expect(classifySendError(failure)).toBe(failure);
  });

  it('never copies the response text (which could echo form data) into the message', () => {
    const failure = classifySendError(new EmailJSResponseStatus(422, 'Bad value: zoe@example.com says hi'));
    expect(failure.message).not.toContain('zoe@example.com');
    expect(failure.message).not.toContain('says hi');
  });
});

describe('createStorageProvider', () => {
  it('writes through to storage', async () => {
    const storage = new MemoryStorage();
    const provider = createStorageProvider(storage);
    await provider.set('k', '1');
    expect(storage.getItem('k')).toBe('1');
    expect(await provider.get('k')).toBe('1');
    await provider.remove('k');
    expect(storage.getItem('k')).toBeNull();
    expect(await provider.get('k')).toBeNull();
  });

  it('falls back to memory when storage is missing or throws', async () => {
    for (const storage of [undefined, new ThrowingStorage()]) {
      const provider = createStorageProvider(storage);
      await expect(provider.set('k', '2')).resolves.toBeUndefined();
      expect(await provider.get('k')).toBe('2');
      await provider.remove('k');
      expect(await provider.get('k')).toBeNull();
    }
  });
});

// ---------------------------------------------------------------------------
// End to end: the real SDK posting to the local inbox. Node has no DOM, so a
// tiny fake <form> is used and FormData is taught to read it. A failing mail
// service (500, 429, a dropped connection) is faked in front of the inbox,
// as the browser tests do with page.route.

interface FakeForm {
  nodeName: 'FORM';
  entries: [string, string][];
}

const RealFormData = globalThis.FormData;
class FormDataFromFakeForm extends RealFormData {
  constructor(form?: unknown) {
    super();
    if (form && typeof form === 'object' && 'entries' in form) {
      for (const [key, value] of (form as FakeForm).entries) this.append(key, value);
    }
  }
}

const MESSAGE = 'Hello <script>alert(1)</script> & co\r\nZoë — 東京 ✓';

function form(overrides: Partial<Record<'name' | 'email' | 'phone' | 'message', string>> = {}): HTMLFormElement {
  const values = {
    name: 'Zoë Tanaka',
    email: 'zoe@example.com',
    phone: '+1 555 010 0142',
    message: MESSAGE,
    ...overrides,
  };
  const fake: FakeForm = { nodeName: 'FORM', entries: Object.entries(values) };
  return fake as unknown as HTMLFormElement;
}

const realFetch = globalThis.fetch;

describe('createSender against the local inbox', () => {
  let inbox: { url: string; close: () => Promise<void> };
  let settings: EmailSettings;
  const consoleSpies: ReturnType<typeof vi.spyOn>[] = [];

  const stored = async (): Promise<{ service_id: string; template_id: string; fields: Record<string, unknown> }[]> =>
    (await (await realFetch(`${inbox.url}/__inbox/messages`)).json()) as never;
  /** The next send gets this answer instead of reaching the inbox ('drop': the connection fails). */
  const failNextSend = (answer: 500 | 429 | 'drop'): void => {
    vi.stubGlobal('fetch', () => {
      vi.stubGlobal('fetch', realFetch);
      if (answer === 'drop') return Promise.reject(new TypeError('fetch failed'));
      return Promise.resolve(
        new Response(answer === 500 ? 'Internal Server Error' : 'Too Many Requests', { status: answer }),
      );
    });
  };
  const failureOf = async (promise: Promise<void>): Promise<SendFailure> => {
    try {
      await promise;
    } catch (err: unknown) {
      expect(err).toBeInstanceOf(SendFailure);
      return err as SendFailure;
    }
    throw new Error('expected the send to fail');
  };

  beforeAll(async () => {
    inbox = await startInbox({ port: 0, dir: null, quiet: true });
    const read = emailSettings(
      {
        PUBLIC_EMAILJS_SERVICE_ID: 'service_abc',
        PUBLIC_EMAILJS_TEMPLATE_ID: 'template_xyz',
        PUBLIC_EMAILJS_PUBLIC_KEY: 'pk_123',
        PUBLIC_EMAILJS_ORIGIN: `${inbox.url}/`,
        PUBLIC_EMAILJS_BLOCK_LIST: 'Spam@Example.com',
      },
      'contact',
    );
    if (!read) throw new Error('settings expected');
    settings = read;
  });

  afterAll(async () => {
    await inbox.close();
  });

  beforeEach(async () => {
    stubBrowser();
    vi.stubGlobal('FormData', FormDataFromFakeForm);
    for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      consoleSpies.push(vi.spyOn(console, method));
    }
    await realFetch(`${inbox.url}/__inbox/messages`, { method: 'DELETE' });
  });

  afterEach(() => {
    for (const spy of consoleSpies) {
      expect(spy).not.toHaveBeenCalled();
      spy.mockRestore();
    }
    consoleSpies.length = 0;
    vi.unstubAllGlobals();
  });

  it('posts the form to {origin}/api/v1.0/email/send-form and resolves', async () => {
    const send = createSender(settings, new MemoryStorage());
    await expect(send(form())).resolves.toBeUndefined();
    const messages = await stored();
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      service_id: 'service_abc',
      template_id: 'template_xyz',
    });
    expect(messages[0]?.fields).toEqual({
      name: 'Zoë Tanaka',
      email: 'zoe@example.com',
      phone: '+1 555 010 0142',
      message: MESSAGE,
    });
  });

  it('throttles a second send and persists the stamp in the given storage', async () => {
    const storage = new MemoryStorage();
    await createSender(settings, storage)(form());
    expect(Number(storage.getItem(LIMIT_RATE_ID))).toBeGreaterThan(Date.now() - 5000);

    const again = await failureOf(createSender(settings, storage)(form())); // e.g. after a reload
    expect(again).toMatchObject({ kind: 'throttled', status: 429 });
    expect(await stored()).toHaveLength(1);
  });

  it('still throttles within the page when storage throws', async () => {
    const send = createSender(settings, new ThrowingStorage());
    await send(form());
    expect((await failureOf(send(form()))).kind).toBe('throttled');
  });

  it('does not throttle when throttleMs is 0', async () => {
    const send = createSender({ ...settings, throttleMs: 0 }, new MemoryStorage());
    await send(form());
    await send(form());
    expect(await stored()).toHaveLength(2);
  });

  it('reports a server failure with its status and lets the visitor retry at once', async () => {
    const storage = new MemoryStorage();
    const send = createSender(settings, storage);
    failNextSend(500);
    const failure = await failureOf(send(form()));
    expect(failure).toMatchObject({ kind: 'server', status: 500 });
    expect(failure.message).not.toContain('zoe@example.com');
    expect(failure.message).not.toContain('Zoë');
    expect(storage.getItem(LIMIT_RATE_ID)).toBeNull();
    await expect(send(form())).resolves.toBeUndefined();
    expect((await failureOf(send(form()))).kind).toBe('throttled');
    expect(await stored()).toHaveLength(1);
  });

  it('keeps an earlier stamp when a later attempt fails', async () => {
    const storage = new MemoryStorage();
    const earlier = String(Date.now() - 60_000);
    storage.setItem(LIMIT_RATE_ID, earlier);
    failNextSend(500);
    await failureOf(createSender(settings, storage)(form()));
    expect(storage.getItem(LIMIT_RATE_ID)).toBe(earlier);
  });

  it('maps the service answering 429 to throttled', async () => {
    failNextSend(429);
    expect(await failureOf(createSender(settings, new MemoryStorage())(form()))).toMatchObject({
      kind: 'throttled',
      status: 429,
    });
  });

  it('reports a dropped connection as a network failure', async () => {
    failNextSend('drop');
    const send = createSender(settings, new MemoryStorage());
    expect(await failureOf(send(form()))).toMatchObject({ kind: 'network', status: 0 });
    await expect(send(form())).resolves.toBeUndefined();
  });

  it('reports an unreachable origin as a network failure', async () => {
    const closed = await startInbox({ port: 0, dir: null, quiet: true });
    await closed.close();
    const send = createSender({ ...settings, origin: closed.url }, new MemoryStorage());
    expect(await failureOf(send(form()))).toMatchObject({ kind: 'network', status: 0 });
  });

  it('refuses a headless browser (navigator.webdriver) when blockHeadless is on', async () => {
    stubBrowser(true);
    const failure = await failureOf(createSender(settings, new MemoryStorage())(form()));
    expect(failure).toMatchObject({ kind: 'headless', status: 451 });
    expect(await stored()).toHaveLength(0);
  });

  it('lets a headless browser through when blockHeadless is off', async () => {
    stubBrowser(true);
    await createSender({ ...settings, blockHeadless: false }, new MemoryStorage())(form());
    expect(await stored()).toHaveLength(1);
  });

  it.each(['spam@example.com', ' Spam@Example.COM '])('blocks the listed address %j', async (email) => {
    const failure = await failureOf(createSender(settings, new MemoryStorage())(form({ email })));
    expect(failure).toMatchObject({ kind: 'blocked', status: 403 });
    expect(failure.message).not.toContain('spam');
    expect(await stored()).toHaveLength(0);
  });

  it('turns a missing public key into a config rejection, never a synchronous throw', async () => {
    const send = createSender({ ...settings, publicKey: '' }, new MemoryStorage());
    let promise: Promise<void> | undefined;
    expect(() => {
      promise = send(form());
    }).not.toThrow();
    expect(await failureOf(promise ?? Promise.resolve())).toMatchObject({
      kind: 'config',
      status: 0,
    });
  });

  it('turns a non-form argument into a config failure', async () => {
    const send = createSender(settings, new MemoryStorage());
    expect((await failureOf(send({} as HTMLFormElement))).kind).toBe('config');
  });
});
