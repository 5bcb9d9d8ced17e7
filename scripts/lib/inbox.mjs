/**
 * A local stand-in for the one EmailJS endpoint the site uses: the forms'
 * "mailbox" during development (`npm start`) and in browser tests. The
 * command that runs it on its own: scripts/inbox.mjs.
 *
 * `startInbox({ port, dir, quiet })` resolves to `{ url, port, close() }`.
 * The port defaults to START_PORTS.inbox (scripts/lib/test-env.mjs), and 0
 * picks a free one; dir null keeps nothing on disk. Point the site at it with
 * PUBLIC_EMAILJS_ORIGIN=http://127.0.0.1:<port> (any non-blank service,
 * template and public key values are accepted).
 *
 *   POST   /api/v1.0/email/send-form  what sendForm posts: multipart (or
 *          urlencoded) form data with service_id, template_id and user_id
 *          (400 without them). Answers 200 `OK` like EmailJS. Every other
 *          field is kept as it arrived, in order, whatever the form; a file
 *          is saved as <dir>/files/<id>-<name> and kept as {path, name, type,
 *          size}. Each message is appended as one JSON line to
 *          <dir>/messages.jsonl and, unless quiet, printed.
 *   GET    /__inbox/health            200 {"status":"ok"} once listening.
 *   GET    /__inbox/messages          the messages this process received (since
 *                                     the last DELETE), oldest first.
 *   DELETE /__inbox/messages          empties that list (not the file).
 *   Both take ?template=<id> to see or delete one template's messages only
 *   (the contact and application forms use different templates), and
 *   ?email=<address> for one sender's only (tests that share a template).
 *   A template whose id contains "recaptcha" plays a template with
 *   EmailJS's reCAPTCHA check on: a send without a non-empty
 *   g-recaptcha-response field is refused (400), as EmailJS refuses it.
 *   POST   /__inbox/next-answer       {"status": 426, "text": "…", "template":
 *                                     "…", "email": "…"}: the next send (with
 *                                     that template and sender, where named)
 *                                     gets this answer and is not kept
 *                                     (EmailJS's quota and template errors).
 *   POST   /api/event                 a Plausible event (JSON), as a local
 *                                     analytics endpoint; answers 202.
 *   GET    /__inbox/events            the events received, oldest first;
 *   DELETE /__inbox/events            empties that list. Both take
 *                                     ?origin=<origin> for one site's only.
 * Every answer allows any origin (CORS). Failures (500, 429, a dropped
 * connection) are for tests to fake in the browser (Playwright's page.route).
 */
import { randomUUID } from 'node:crypto';
import { appendFile, mkdir, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { basename, join } from 'node:path';
import { Readable } from 'node:stream';
import { START_PORTS } from './test-env.mjs';

const SEND_PATH = '/api/v1.0/email/send-form';
/** What the SDK adds to the form's own fields. */
const SDK_PARAMS = new Set(['lib_version', 'user_id', 'service_id', 'template_id']);
export const MAX_BODY_BYTES = 10 * 1024 * 1024;

/**
 * @typedef {{ path: string | null, name: string, type: string, size: number }} StoredFile
 * @typedef {{ id: string, receivedAt: string, service_id: string, template_id: string,
 *   fields: Record<string, string | StoredFile | null> }} StoredMessage
 */

/** @param {{ port?: number, dir?: string | null, quiet?: boolean }} [options] */
export function startInbox({ port = START_PORTS.inbox, dir = '.inbox', quiet = false } = {}) {
  /** @type {StoredMessage[]} */
  let messages = [];
  /** @type {unknown[]} */
  let events = [];
  /** @type {{ status: number, text: string, template: string | null, email: string | null } | null} */
  let nextAnswer = null;
  let writes = Promise.resolve();

  /** @param {File} file @param {string} id @returns {Promise<StoredFile | null>} */
  async function saveFile(file, id) {
    if (file.name === '' && file.size === 0) return null; // a file input left empty
    const stored = { path: null, name: file.name, type: file.type, size: file.size };
    if (dir === null) return stored;
    const path = join(dir, 'files', `${id}-${basename(file.name).replace(/[^\w.-]+/g, '_')}`);
    await mkdir(join(dir, 'files'), { recursive: true });
    await writeFile(path, Buffer.from(await file.arrayBuffer()));
    return { ...stored, path };
  }

  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
  async function receive(req, res) {
    if (Number(req.headers['content-length']) > MAX_BODY_BYTES) {
      req.resume();
      return answer(res, 413, 'Payload Too Large', { Connection: 'close' });
    }
    const request = new Request(`http://inbox${req.url}`, {
      method: 'POST',
      headers: { 'content-type': req.headers['content-type'] ?? '' },
      body: /** @type {ReadableStream} */ (Readable.toWeb(req)),
      duplex: 'half',
    });
    const form = await request.formData().catch(() => null);
    if (!form) return answer(res, 400, 'The request body has to be multipart/form-data');
    for (const key of ['service_id', 'template_id', 'user_id']) {
      if (String(form.get(key) ?? '').trim() === '') return answer(res, 400, `The ${key} parameter is required`);
    }
    const templateId = String(form.get('template_id'));
    const sender = String(form.get('email') ?? '');
    if (
      nextAnswer &&
      (nextAnswer.template === null || nextAnswer.template === templateId) &&
      (nextAnswer.email === null || nextAnswer.email === sender)
    ) {
      const { status, text } = nextAnswer;
      nextAnswer = null;
      return answer(res, status, text);
    }
    if (templateId.includes('recaptcha') && String(form.get('g-recaptcha-response') ?? '').trim() === '') {
      return answer(res, 400, 'reCAPTCHA: The g-recaptcha-response parameter is missing or empty');
    }
    const id = randomUUID().slice(0, 8);
    /** @type {StoredMessage['fields']} */
    const fields = {};
    for (const [name, value] of form) {
      if (!SDK_PARAMS.has(name)) fields[name] = typeof value === 'string' ? value : await saveFile(value, id);
    }
    const receivedAt = new Date().toISOString();
    const [service_id, template_id] = [String(form.get('service_id')), String(form.get('template_id'))];
    const message = { id, receivedAt, service_id, template_id, fields };
    const line = `${JSON.stringify(message)}\n`;
    const write = writes.then(async () => {
      if (dir === null) return;
      await mkdir(dir, { recursive: true });
      await appendFile(join(dir, 'messages.jsonl'), line);
    });
    writes = write.catch(() => undefined); // one failed write must not stop the next ones
    await write;
    messages.push(message);
    if (!quiet) print(message);
    answer(res, 200, 'OK');
  }

  /** @type {Record<string, (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown>} */
  const routes = {
    [`POST ${SEND_PATH}`]: receive,
    'GET /__inbox/health': (_req, res) => json(res, { status: 'ok', messages: messages.length }),
    'GET /__inbox/messages': (req, res) => json(res, messages.filter(ofTemplate(req))),
    'POST /__inbox/next-answer': async (req, res) => {
      const body = await new Response(/** @type {ReadableStream} */ (Readable.toWeb(req))).json();
      const named = (/** @type {unknown} */ value) => (typeof value === 'string' ? value : null);
      nextAnswer = {
        status: Number(body.status),
        text: String(body.text ?? ''),
        template: named(body.template),
        email: named(body.email),
      };
      json(res, nextAnswer);
    },
    'POST /api/event': async (req, res) => {
      events.push(await new Response(/** @type {ReadableStream} */ (Readable.toWeb(req))).json());
      answer(res, 202, 'ok');
    },
    'GET /__inbox/events': (req, res) => json(res, events.filter(ofOrigin(req))),
    'DELETE /__inbox/events': (req, res) => {
      const doomed = events.filter(ofOrigin(req));
      events = events.filter((e) => !doomed.includes(e));
      json(res, { deleted: doomed.length });
    },
    'DELETE /__inbox/messages': (req, res) => {
      const doomed = messages.filter(ofTemplate(req));
      messages = messages.filter((m) => !doomed.includes(m));
      json(res, { deleted: doomed.length });
    },
  };

  const server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, DELETE, OPTIONS');
    res.setHeader('Access-Control-Max-Age', '600');
    res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] || 'Content-Type');
    if (req.headers['access-control-request-private-network'] === 'true') {
      res.setHeader('Access-Control-Allow-Private-Network', 'true');
    }
    const route = routes[`${req.method} ${new URL(req.url ?? '/', 'http://inbox').pathname}`];
    const handled =
      req.method === 'OPTIONS' ? answer(res, 204) : route ? route(req, res) : answer(res, 404, 'Not Found');
    Promise.resolve(handled).catch(() => answer(res, 500, 'The inbox could not store the message'));
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = /** @type {import('node:net').AddressInfo} */ (server.address());
      resolve({
        url: `http://127.0.0.1:${address.port}`,
        port: address.port,
        close: () => {
          server.closeAllConnections();
          return new Promise((done) => server.close(() => done(undefined))).then(() => writes);
        },
      });
    });
  });
}

/** A filter keeping the messages of the request's ?template=<id> and ?email=<address> (all when it names neither). */
function ofTemplate(/** @type {import('node:http').IncomingMessage} */ req) {
  const params = new URL(req.url ?? '/', 'http://inbox').searchParams;
  const [template, email] = [params.get('template'), params.get('email')];
  return (/** @type {StoredMessage} */ message) =>
    (template === null || message.template_id === template) && (email === null || message.fields['email'] === email);
}

/** A filter keeping the events counted on the request's ?origin=<origin> (all when it names none). */
function ofOrigin(/** @type {import('node:http').IncomingMessage} */ req) {
  const origin = new URL(req.url ?? '/', 'http://inbox').searchParams.get('origin');
  return (/** @type {{ u?: unknown }} */ event) =>
    origin === null || (typeof event.u === 'string' && URL.canParse(event.u) && new URL(event.u).origin === origin);
}

/** @param {import('node:http').ServerResponse} res @param {number} status @param {string} [text] */
function answer(res, status, text = '', headers = {}) {
  if (res.headersSent) return;
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers }).end(text);
}

/** @param {import('node:http').ServerResponse} res @param {unknown} value */
function json(res, value) {
  res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(value));
}

/** Prints a message for the person running `npm start`; control characters are shown as �. */
function print(/** @type {StoredMessage} */ message) {
  const rule = '─'.repeat(60);
  const lines = [rule, `New message (template ${message.template_id}), received ${message.receivedAt}`];
  for (const [name, value] of Object.entries(message.fields)) {
    const text =
      value === null || typeof value === 'string'
        ? (value ?? '(no file)')
        : `${value.name} (${value.type || 'unknown type'}, ${value.size} bytes) saved as ${value.path}`;
    const [first, ...rest] = text.replace(/\r\n?/g, '\n').split('\n');
    lines.push(`  ${name}: ${first}`, ...rest.map((line) => `    ${line}`));
  }
  process.stdout.write(
    `${[...lines, rule].join('\n').replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, '\uFFFD')}\n`,
  );
}
