import { describe, it, expect, beforeAll, afterAll, beforeEach } from 'vitest';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_BODY_BYTES, startInbox, type StoredFile, type StoredMessage as Stored } from '../../scripts/lib/inbox.mjs';

const TRICKY = 'Hi <script>alert("x")</script> & co\r\nZoë — 東京 ✓\r\n\r\n  indented; "quoted" 100% 😀\r\n';
const SEND = '/api/v1.0/email/send-form';

let dir: string;
let inbox: { url: string; port: number; close: () => Promise<void> };

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'inbox-test-'));
  inbox = await startInbox({ port: 0, dir: join(dir, 'nested'), quiet: true });
});

afterAll(async () => {
  await inbox.close();
  await rm(dir, { recursive: true, force: true });
});

beforeEach(async () => {
  await fetch(`${inbox.url}/__inbox/messages`, { method: 'DELETE' });
});

async function messages(): Promise<Stored[]> {
  const res = await fetch(`${inbox.url}/__inbox/messages`);
  expect(res.status).toBe(200);
  return (await res.json()) as Stored[];
}

/** What @emailjs/browser's sendForm posts: the form's fields, then its own four. */
function sdkForm(fields: Record<string, string | Blob | null>, sdk: Record<string, string | null> = {}): FormData {
  const form = new FormData();
  const all = {
    ...fields,
    lib_version: '4.4.1',
    service_id: 'service_abc',
    template_id: 'template_xyz',
    user_id: 'pk_123',
    ...sdk,
  };
  for (const [key, value] of Object.entries(all)) {
    if (value !== null) form.append(key, value);
  }
  return form;
}

const contact = (overrides: Record<string, string> = {}) =>
  sdkForm({ name: 'Zoë Tanaka', email: 'zoe@example.com', phone: '+1 555 010 0142', message: TRICKY, ...overrides });

const post = (body: BodyInit, headers: HeadersInit = {}) =>
  fetch(`${inbox.url}${SEND}`, { method: 'POST', body, headers });

describe('inbox: send-form', () => {
  it('answers 200 OK as text/plain with CORS, and stores the fields byte-identical, in order', async () => {
    const res = await post(contact());
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('OK');
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');

    const [stored, ...rest] = await messages();
    expect(rest).toHaveLength(0);
    expect(stored).toMatchObject({ service_id: 'service_abc', template_id: 'template_xyz' });
    expect(Object.keys(stored?.fields ?? {})).toEqual(['name', 'email', 'phone', 'message']);
    expect(stored?.fields['name']).toBe('Zoë Tanaka');
    const message = stored?.fields['message'];
    expect(typeof message).toBe('string');
    expect(Buffer.from(message as string, 'utf8').equals(Buffer.from(TRICKY, 'utf8'))).toBe(true);
    expect(Number.isNaN(Date.parse(stored?.receivedAt ?? ''))).toBe(false);
  });

  it('keeps whatever fields arrive, in the order they arrive: it knows no form', async () => {
    await post(sdkForm({ roleId: 'r-1', company: 'Acme', note: 'x' }));
    expect(Object.entries((await messages())[0]?.fields ?? {})).toEqual([
      ['roleId', 'r-1'],
      ['company', 'Acme'],
      ['note', 'x'],
    ]);
  });

  it('saves a file part next to messages.jsonl and records its path, name, type and size', async () => {
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0xff, 0x0d, 0x0a]);
    const cv = new File([bytes], 'My CV (final).pdf', { type: 'application/pdf' });
    expect((await post(sdkForm({ name: 'Ada', cv, note: 'Hi' }))).status).toBe(200);
    const [stored] = await messages();
    const file = stored?.fields['cv'] as StoredFile;
    expect(file).toMatchObject({ name: 'My CV (final).pdf', type: 'application/pdf', size: bytes.length });
    expect(file.path).toBe(join(dir, 'nested', 'files', `${stored?.id}-My_CV_final_.pdf`));
    expect((await readFile(file.path ?? '')).equals(Buffer.from(bytes))).toBe(true);
    expect(Object.keys(stored?.fields ?? {})).toEqual(['name', 'cv', 'note']);
  });

  it('never writes outside its folder, whatever the file is called', async () => {
    await post(sdkForm({ cv: new File(['x'], '../../etc/passwd', { type: 'text/plain' }) }));
    const file = (await messages())[0]?.fields['cv'] as StoredFile;
    expect(file.path?.startsWith(join(dir, 'nested', 'files'))).toBe(true);
    expect(file.path).toMatch(/-passwd$/);
  });

  it('appends one JSON line per message to the file, raw UTF-8, without the SDK parameters', async () => {
    await post(contact({ name: 'First' }));
    await post(contact({ name: 'Second' }));
    const text = await readFile(join(dir, 'nested', 'messages.jsonl'), 'utf8');
    expect(text).toContain('Zoë — 東京 ✓'); // not \u-escaped
    expect(text).not.toContain('pk_123');
    expect(text).not.toContain('lib_version');
    const lines = text
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as Stored);
    expect(lines.slice(-2).map((l) => l.fields['name'])).toEqual(['First', 'Second']);
    expect(lines.at(-1)?.fields['message']).toBe(TRICKY);
  });

  it('accepts an urlencoded body too', async () => {
    const body = new URLSearchParams({ service_id: 's', template_id: 't', user_id: 'u', email: 'a@b.co' });
    expect((await post(body)).status).toBe(200);
    expect((await messages())[0]?.fields).toEqual({ email: 'a@b.co' });
  });

  it.each(['service_id', 'template_id', 'user_id'])(
    'answers 400 to a missing or blank %s and stores nothing',
    async (key) => {
      for (const value of [null, '  ']) {
        const res = await post(sdkForm({ name: 'x' }, { [key]: value }));
        expect(res.status).toBe(400);
        expect(await res.text()).toBe(`The ${key} parameter is required`);
      }
      expect(await messages()).toHaveLength(0);
    },
  );

  it('answers 400 to a body that is not form data', async () => {
    const res = await post('{"name": "x"}', { 'Content-Type': 'application/json' });
    expect(res.status).toBe(400);
    expect(await messages()).toHaveLength(0);
  });

  it('answers 413 to a body declared larger than the limit', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(`${inbox.url}${SEND}`, {
        method: 'POST',
        headers: { 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': String(MAX_BODY_BYTES + 1) },
      });
      req.on('response', (res) => resolve(res.statusCode ?? 0));
      req.on('error', reject);
      req.write('--x\r\n');
    });
    expect(status).toBe(413);
  });
});

describe('inbox: CORS, routing and the test endpoints', () => {
  it('answers preflights with what was asked for', async () => {
    const res = await fetch(`${inbox.url}${SEND}`, {
      method: 'OPTIONS',
      headers: { 'Access-Control-Request-Headers': 'x-custom', 'Access-Control-Request-Private-Network': 'true' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')).toBe('x-custom');
    expect(res.headers.get('access-control-allow-private-network')).toBe('true');
  });

  it('answers 404 to unknown paths and wrong methods, with CORS', async () => {
    for (const res of [await fetch(`${inbox.url}/nope`), await fetch(`${inbox.url}${SEND}`)]) {
      expect(res.status).toBe(404);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
    }
  });

  it('has a health check', async () => {
    const res = await fetch(`${inbox.url}/__inbox/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok' });
  });

  it('DELETE empties the list of received messages', async () => {
    await post(contact());
    expect(await messages()).toHaveLength(1);
    expect((await fetch(`${inbox.url}/__inbox/messages`, { method: 'DELETE' })).status).toBe(200);
    expect(await messages()).toHaveLength(0);
  });

  it("?template=<id> shows or deletes one template's messages only", async () => {
    await post(contact());
    await post(sdkForm({ name: 'Ada', roleId: 'data-engineer' }, { template_id: 'template_jobs' }));
    const jobs = await fetch(`${inbox.url}/__inbox/messages?template=template_jobs`);
    expect(((await jobs.json()) as Stored[]).map((m) => m.fields['roleId'])).toEqual(['data-engineer']);
    await fetch(`${inbox.url}/__inbox/messages?template=template_xyz`, { method: 'DELETE' });
    expect((await messages()).map((m) => m.template_id)).toEqual(['template_jobs']);
  });

  it('has no failure-mode API: failures are faked in the browser tests', async () => {
    expect((await fetch(`${inbox.url}/__inbox/mode`, { method: 'POST', body: '{"mode":"500"}' })).status).toBe(404);
  });
});

describe('inbox: command line', () => {
  it('prints each accepted message, field by field, and nothing about other requests', async () => {
    const cliDir = join(dir, 'cli');
    const child = spawn(process.execPath, ['scripts/inbox.mjs', '--port', '0', '--dir', cliDir], {
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
          const match = /Local inbox on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
          if (match?.[1]) {
            clearTimeout(timer);
            resolve(match[1]);
          }
        });
      });
      const before = out.length;
      await fetch(`${url}/__inbox/health`);
      await fetch(`${url}${SEND}`, { method: 'POST', body: sdkForm({ name: 'x' }, { user_id: null }) });
      const res = await fetch(`${url}${SEND}`, { method: 'POST', body: contact() });
      expect(res.status).toBe(200);
      await new Promise((r) => setTimeout(r, 200));
      const printed = out.slice(before);
      expect(printed).toContain('name: Zoë Tanaka');
      expect(printed).toContain('email: zoe@example.com');
      expect(printed).toContain('東京 ✓');
      expect(printed).not.toContain('pk_123');
      expect(printed.match(/New message/g)).toHaveLength(1);
      const saved = await readFile(join(cliDir, 'messages.jsonl'), 'utf8');
      expect(saved.trim().split('\n')).toHaveLength(1);
    } finally {
      child.kill('SIGTERM');
    }
  });

  it('refuses a bad port with the usage line', async () => {
    const child = spawn(process.execPath, ['scripts/inbox.mjs', '--port', 'eighty'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let err = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => (err += chunk));
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(err).toContain('--port has to be 0 to 65535, not eighty');
    expect(err).toContain('Usage: node scripts/inbox.mjs');
  });
});

describe('inbox: what EmailJS checks on its servers, and a Plausible endpoint', () => {
  it('refuses a send to a reCAPTCHA template without a token, and keeps one with it', async () => {
    const withoutToken = await post(sdkForm({ name: 'A' }, { template_id: 'template_recaptcha' }));
    expect(withoutToken.status).toBe(400);
    expect(await withoutToken.text()).toMatch(/g-recaptcha-response/);
    const withToken = await post(
      sdkForm({ name: 'A', 'g-recaptcha-response': 'token-1' }, { template_id: 'template_recaptcha' }),
    );
    expect(withToken.status).toBe(200);
    expect((await messages()).map((m) => m.fields['g-recaptcha-response'])).toEqual(['token-1']);
  });

  it('answers the next send as told (a quota error), keeps nothing of it, then delivers again', async () => {
    await fetch(`${inbox.url}/__inbox/next-answer`, {
      method: 'POST',
      body: JSON.stringify({ status: 426, text: 'Quota reached' }),
    });
    const quota = await post(contact());
    expect([quota.status, await quota.text()]).toEqual([426, 'Quota reached']);
    expect(await messages()).toEqual([]);
    expect((await post(contact())).status).toBe(200);
    expect(await messages()).toHaveLength(1);
  });

  it('answers as told only the send of the template and sender named, so tests side by side keep their own', async () => {
    await fetch(`${inbox.url}/__inbox/next-answer`, {
      method: 'POST',
      body: JSON.stringify({ status: 426, text: 'Quota reached', template: 'template_xyz', email: 'ann@example.com' }),
    });
    expect((await post(contact())).status, 'another sender').toBe(200);
    expect((await post(sdkForm({ email: 'ann@example.com' }, { template_id: 'other' }))).status).toBe(200);
    expect((await post(contact({ email: 'ann@example.com' }))).status).toBe(426);
    const ann = await fetch(`${inbox.url}/__inbox/messages?template=template_xyz&email=ann%40example.com`);
    expect(await ann.json()).toEqual([]);
    await fetch(`${inbox.url}/__inbox/messages?email=zoe%40example.com`, { method: 'DELETE' });
    expect((await messages()).map((m) => m.fields['email'])).toEqual(['ann@example.com']);
  });

  it('keeps events by the origin they were counted on', async () => {
    const on = (origin: string) => ({ n: 'pageview', u: `${origin}/about`, d: 'example.com', r: null });
    for (const origin of ['http://127.0.0.1:1', 'http://127.0.0.1:2'])
      await fetch(`${inbox.url}/api/event`, { method: 'POST', body: JSON.stringify(on(origin)) });
    const one = `${inbox.url}/__inbox/events?origin=${encodeURIComponent('http://127.0.0.1:1')}`;
    expect(await (await fetch(one)).json()).toEqual([on('http://127.0.0.1:1')]);
    await fetch(one, { method: 'DELETE' });
    expect(await (await fetch(`${inbox.url}/__inbox/events`)).json()).toEqual([on('http://127.0.0.1:2')]);
    await fetch(`${inbox.url}/__inbox/events`, { method: 'DELETE' });
  });

  it('keeps the events posted to /api/event until they are deleted', async () => {
    const event = { n: 'pageview', u: 'http://127.0.0.1/about', d: 'example.com', r: null };
    expect((await fetch(`${inbox.url}/api/event`, { method: 'POST', body: JSON.stringify(event) })).status).toBe(202);
    expect(await (await fetch(`${inbox.url}/__inbox/events`)).json()).toEqual([event]);
    await fetch(`${inbox.url}/__inbox/events`, { method: 'DELETE' });
    expect(await (await fetch(`${inbox.url}/__inbox/events`)).json()).toEqual([]);
  });
});
