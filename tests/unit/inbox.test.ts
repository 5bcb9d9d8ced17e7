import { describe, it, expect, beforeAll, afterAll, beforeEach } from 'vitest';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startInbox } from '../../scripts/inbox.mjs';

interface Stored {
  receivedAt: string;
  endpoint: string;
  service_id: string;
  template_id: string;
  fields: Record<string, unknown>;
}

const TRICKY = 'Hi <script>alert("x")</script> & co\r\nZoë — 東京 ✓\r\n\r\n  indented; "quoted" 100% 😀\r\n';

let dir: string;
let file: string;
let inbox: { url: string; port: number; close: () => Promise<void> };

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'inbox-test-'));
  file = join(dir, 'nested', 'messages.jsonl');
  inbox = await startInbox({ port: 0, host: '127.0.0.1', file, quiet: true });
});

afterAll(async () => {
  await inbox.close();
  await rm(dir, { recursive: true, force: true });
});

beforeEach(async () => {
  await setMode({ mode: 'ok' });
  await fetch(`${inbox.url}/__inbox/messages`, { method: 'DELETE' });
});

async function setMode(body: unknown): Promise<Response> {
  return fetch(`${inbox.url}/__inbox/mode`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function messages(): Promise<Stored[]> {
  const res = await fetch(`${inbox.url}/__inbox/messages`);
  expect(res.status).toBe(200);
  return (await res.json()) as Stored[];
}

function contactForm(overrides: Record<string, string | null> = {}): FormData {
  const values: Record<string, string | null> = {
    name: 'Zoë Tanaka',
    email: 'zoe@example.com',
    phone: '+1 555 010 0142',
    message: TRICKY,
    lib_version: '4.4.1',
    service_id: 'service_abc',
    template_id: 'template_xyz',
    user_id: 'pk_123',
    ...overrides,
  };
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) if (value !== null) form.append(key, value);
  return form;
}

function postForm(form: FormData): Promise<Response> {
  return fetch(`${inbox.url}/api/v1.0/email/send-form`, { method: 'POST', body: form });
}

function postJson(body: unknown): Promise<Response> {
  return fetch(`${inbox.url}/api/v1.0/email/send`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

describe('inbox: send-form (multipart)', () => {
  it('answers 200 OK as text/plain with CORS, and stores the fields byte-identical', async () => {
    const res = await postForm(contactForm());
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('OK');
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');

    const [stored, ...rest] = await messages();
    expect(rest).toHaveLength(0);
    expect(stored).toMatchObject({
      endpoint: 'send-form',
      service_id: 'service_abc',
      template_id: 'template_xyz',
    });
    expect(Object.keys(stored?.fields ?? {})).toEqual(['name', 'email', 'phone', 'message']);
    expect(stored?.fields['name']).toBe('Zoë Tanaka');
    const message = stored?.fields['message'];
    expect(typeof message).toBe('string');
    expect(Buffer.from(message as string, 'utf8').equals(Buffer.from(TRICKY, 'utf8'))).toBe(true);
    expect(Number.isNaN(Date.parse(stored?.receivedAt ?? ''))).toBe(false);
  });

  it('appends one JSON line per message to the file, raw UTF-8, without the public key', async () => {
    await postForm(contactForm({ name: 'First' }));
    await postForm(contactForm({ name: 'Second' }));
    const bytes = await readFile(file);
    const text = bytes.toString('utf8');
    expect(text).toContain('Zoë — 東京 ✓'); // not \u-escaped
    expect(text).not.toContain('pk_123');
    expect(text).not.toContain('lib_version');
    const lines = text
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as Stored);
    const lastTwo = lines.slice(-2);
    expect(lastTwo.map((l) => l.fields['name'])).toEqual(['First', 'Second']);
    expect(lastTwo[1]?.fields['message']).toBe(TRICKY);
  });

  it('keeps extra template params in fields', async () => {
    await postForm(contactForm({ company: 'Acme & Sons', 'g-recaptcha-response': 'tok' }));
    const [stored] = await messages();
    expect(stored?.fields).toEqual({
      name: 'Zoë Tanaka',
      email: 'zoe@example.com',
      phone: '+1 555 010 0142',
      message: TRICKY,
      company: 'Acme & Sons',
      'g-recaptcha-response': 'tok',
    });
  });

  it('parses a hand-written multipart body (quoted boundary, escaped names, a file part)', async () => {
    const boundary = 'x-Boundary:42';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="service_id"\r\n\r\ns\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="template_id"\r\n\r\nt\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="user_id"\r\n\r\nu\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="a%22b"\r\n\r\nq\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="upload"; filename="x.txt"\r\nContent-Type: text/plain\r\n\r\nFILE\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="message"\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n`,
        'utf8',
      ),
      Buffer.from('東京\r\n--not-the-boundary\r\n', 'utf8'),
      Buffer.from(`\r\n--${boundary}--\r\n`, 'utf8'),
    ]);
    const res = await fetch(`${inbox.url}/api/v1.0/email/send-form`, {
      method: 'POST',
      headers: { 'Content-Type': `multipart/form-data; boundary="${boundary}"` },
      body,
    });
    expect(res.status).toBe(200);
    const [stored] = await messages();
    expect(stored?.fields).toEqual({ message: '東京\r\n--not-the-boundary\r\n', 'a"b': 'q' });
  });

  it.each(['service_id', 'template_id', 'user_id'])('answers 400 without %s and stores nothing', async (key) => {
    const res = await postForm(contactForm({ [key]: null }));
    expect(res.status).toBe(400);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(await res.text()).toContain(key);
    expect(await messages()).toEqual([]);
  });

  it('answers 400 to blank ids', async () => {
    const res = await postForm(contactForm({ service_id: '  ' }));
    expect(res.status).toBe(400);
  });

  it.each([
    ['no boundary', 'multipart/form-data', 'hello'],
    ['garbage', 'multipart/form-data; boundary=abc', 'no delimiter here'],
    [
      'unterminated',
      'multipart/form-data; boundary=abc',
      '--abc\r\nContent-Disposition: form-data; name="x"\r\n\r\nvalue',
    ],
    [
      'no headers end',
      'multipart/form-data; boundary=abc',
      '--abc\r\nContent-Disposition: form-data; name="x"\r\n--abc--',
    ],
    ['wrong type', 'text/plain', 'service_id=s'],
  ])('answers 400 to a malformed body (%s) and keeps running', async (_label, type, body) => {
    const res = await fetch(`${inbox.url}/api/v1.0/email/send-form`, {
      method: 'POST',
      headers: { 'Content-Type': type },
      body,
    });
    expect(res.status).toBe(400);
    expect((await fetch(`${inbox.url}/__inbox/health`)).status).toBe(200);
  });

  it('answers 413 beyond 1 MB', async () => {
    const res = await postForm(contactForm({ message: 'x'.repeat(1024 * 1024 + 10) }));
    expect(res.status).toBe(413);
    expect(await messages()).toEqual([]);
  });

  it('accepts a body just under 1 MB', async () => {
    const message = 'y'.repeat(1000 * 1000);
    expect((await postForm(contactForm({ message }))).status).toBe(200);
    expect((await messages())[0]?.fields['message']).toBe(message);
  });
});

describe('inbox: send (JSON)', () => {
  it('stores template_params as fields', async () => {
    const res = await postJson({
      lib_version: '4.4.1',
      user_id: 'pk_123',
      service_id: 'service_abc',
      template_id: 'template_xyz',
      template_params: { message: TRICKY, name: 'Zoë', email: 'z@example.com', phone: '1' },
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('OK');
    const [stored] = await messages();
    expect(stored).toMatchObject({
      endpoint: 'send',
      service_id: 'service_abc',
      template_id: 'template_xyz',
    });
    expect(stored?.fields).toEqual({
      name: 'Zoë',
      email: 'z@example.com',
      phone: '1',
      message: TRICKY,
    });
  });

  it.each(['service_id', 'template_id', 'user_id'])('answers 400 without %s', async (key) => {
    const body: Record<string, unknown> = {
      user_id: 'u',
      service_id: 's',
      template_id: 't',
      template_params: {},
    };
    delete body[key];
    const res = await postJson(body);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(key);
    expect(await messages()).toEqual([]);
  });

  it.each([['not json'], ['[1,2]'], ['{"user_id":"u","service_id":"s","template_id":"t","template_params":"x"}']])(
    'answers 400 to %s',
    async (body) => {
      expect((await postJson(body)).status).toBe(400);
    },
  );
});

describe('inbox: CORS and routing', () => {
  it('answers preflights', async () => {
    const res = await fetch(`${inbox.url}/api/v1.0/email/send`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:4321',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('content-type');
  });

  it('answers 404 to unknown paths and 405 to wrong methods, with CORS', async () => {
    const missing = await fetch(`${inbox.url}/nope`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('access-control-allow-origin')).toBe('*');
    expect((await fetch(`${inbox.url}/api/v1.0/email/send-form`)).status).toBe(405);
  });

  it('has a health check', async () => {
    const res = await fetch(`${inbox.url}/__inbox/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok' });
  });
});

describe('inbox: failure modes', () => {
  it('fails the next n requests with 500, then recovers; failures are not stored', async () => {
    const set = await setMode({ mode: '500', times: 2 });
    expect(await set.json()).toEqual({ mode: '500', remaining: 2 });
    for (let i = 0; i < 2; i += 1) {
      const res = await postForm(contactForm());
      expect(res.status).toBe(500);
      expect(await res.text()).toBe('Internal Server Error');
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
    }
    expect((await postForm(contactForm())).status).toBe(200);
    expect(await messages()).toHaveLength(1);
  });

  it('429 applies to the JSON endpoint too, until reset when times is absent', async () => {
    await setMode({ mode: '429' });
    for (let i = 0; i < 3; i += 1) {
      const res = await postJson({ user_id: 'u', service_id: 's', template_id: 't' });
      expect(res.status).toBe(429);
      expect(await res.text()).toBe('Too Many Requests');
    }
    expect(await (await fetch(`${inbox.url}/__inbox/mode`)).json()).toEqual({
      mode: '429',
      remaining: null,
    });
    await setMode({ mode: 'ok' });
    expect((await postJson({ user_id: 'u', service_id: 's', template_id: 't' })).status).toBe(200);
    expect(await messages()).toHaveLength(1);
  });

  it('drop destroys the connection: fetch rejects', async () => {
    await setMode({ mode: 'drop', times: 1 });
    await expect(postForm(contactForm())).rejects.toThrow(TypeError);
    expect((await postForm(contactForm())).status).toBe(200);
    expect(await messages()).toHaveLength(1);
  });

  it.each([{ mode: 'teapot' }, { mode: '500', times: 0 }, { mode: '500', times: 1.5 }, 'garbage'])(
    'rejects the invalid mode request %j',
    async (body) => {
      const res = await fetch(`${inbox.url}/__inbox/mode`, {
        method: 'POST',
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
      expect(res.status).toBe(400);
      expect(await (await fetch(`${inbox.url}/__inbox/mode`)).json()).toEqual({
        mode: 'ok',
        remaining: null,
      });
    },
  );

  it('DELETE clears the stored messages', async () => {
    await postForm(contactForm());
    expect(await messages()).toHaveLength(1);
    expect((await fetch(`${inbox.url}/__inbox/messages`, { method: 'DELETE' })).status).toBe(200);
    expect(await messages()).toEqual([]);
  });
});

describe('inbox: command line', () => {
  it('prints the accepted message block and nothing about other requests', async () => {
    const child = spawn(process.execPath, ['scripts/inbox.mjs', '--port', '0', '--file', join(dir, 'cli.jsonl')], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      out += chunk;
    });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no start line: ${out}`)), 5000);
        child.stdout.on('data', () => {
          const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
          if (match?.[1]) {
            clearTimeout(timer);
            resolve(match[1]);
          }
        });
      });
      const before = out.length;
      await fetch(`${url}/__inbox/health`);
      await fetch(`${url}/api/v1.0/email/send-form`, {
        method: 'POST',
        body: contactForm({ user_id: null }),
      });
      const res = await fetch(`${url}/api/v1.0/email/send-form`, {
        method: 'POST',
        body: contactForm(),
      });
      expect(res.status).toBe(200);
      await new Promise((r) => setTimeout(r, 200));
      const printed = out.slice(before);
      expect(printed).toContain('New message from the contact form');
      expect(printed).toContain('Name: Zoë Tanaka');
      expect(printed).toContain('Email: zoe@example.com');
      expect(printed).toContain('東京 ✓');
      expect(printed).not.toContain('pk_123');
      expect(printed.match(/New message from the contact form/g)).toHaveLength(1);
      const saved = await readFile(join(dir, 'cli.jsonl'), 'utf8');
      expect(saved.trim().split('\n')).toHaveLength(1);
    } finally {
      child.kill('SIGTERM');
    }
  });
});
