#!/usr/bin/env node
/**
 * A local, dependency-free stand-in for the EmailJS API: the contact form's
 * "mailbox" during development (`npm start`) and in browser tests.
 *
 *   node scripts/inbox.mjs [--port 8788] [--file .inbox/messages.jsonl] [--quiet]
 *
 * Point the site at it with PUBLIC_EMAILJS_ORIGIN=http://127.0.0.1:8788
 * (any non-blank service/template/public key values are accepted).
 *
 * EmailJS-compatible endpoints (CORS: `Access-Control-Allow-Origin: *` on
 * every response, OPTIONS preflights answered with 204):
 *   POST /api/v1.0/email/send-form  multipart/form-data (what sendForm posts;
 *                                   urlencoded is accepted too)
 *   POST /api/v1.0/email/send       JSON {user_id, service_id, template_id, template_params}
 * Both need service_id, template_id and user_id (400 with a text message
 * otherwise) and answer 200 `OK` (text/plain) like the real service.
 * Bodies over 1 MB get 413. Each accepted message is appended as one JSON
 * line {receivedAt, endpoint, service_id, template_id, fields} to the file
 * (its folder is created), where `fields` holds every parameter except
 * lib_version, user_id, service_id and template_id (name, email, phone,
 * message first), and — unless quiet — printed as a short block in the
 * terminal. Values are kept byte-for-byte (UTF-8, CRLF, markup untouched).
 *
 * Test controls (answered only to loopback clients):
 *   GET    /__inbox/health    200 {"status":"ok", ...}
 *   GET    /__inbox/messages  JSON array of the messages accepted by THIS
 *                             process since it started (or since the last
 *                             DELETE), oldest first — kept in memory, so
 *                             earlier runs stored in the file do not leak
 *                             into tests.
 *   DELETE /__inbox/messages  empties that list (the file is left alone: it
 *                             is the persistent mailbox).
 *   POST   /__inbox/mode      JSON {"mode": "ok"|"500"|"429"|"drop", "times"?: n}
 *                             → the next n send requests (default: until the
 *                             mode is set back to "ok") fail: 500 'Internal
 *                             Server Error', 429 'Too Many Requests', or
 *                             'drop' = the socket is destroyed without any
 *                             response. Failed requests are not stored.
 *                             Answers {"mode", "remaining"} (remaining null
 *                             = unlimited).
 *   GET    /__inbox/mode      the current {"mode", "remaining"}.
 *
 * Programmatic use: `startInbox({ port, host, file, quiet })` resolves to
 * `{ url, port, close() }`. `port: 0` picks a free port; `file: null`
 * disables the file.
 */
import { createServer } from 'node:http';
import { appendFile, mkdir } from 'node:fs/promises';
import { realpathSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const DEFAULT_PORT = 8788;
export const DEFAULT_FILE = '.inbox/messages.jsonl';
export const MAX_BODY_BYTES = 1024 * 1024;
/** Past this many bytes an oversized upload is cut off instead of drained. */
const MAX_DRAIN_BYTES = 16 * MAX_BODY_BYTES;

const SEND_FORM_PATH = '/api/v1.0/email/send-form';
const SEND_JSON_PATH = '/api/v1.0/email/send';
const HIDDEN_PARAMS = new Set(['lib_version', 'user_id', 'service_id', 'template_id']);
const FIRST_FIELDS = ['name', 'email', 'phone', 'message'];
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1']);
const MODES = new Set(['ok', '500', '429', 'drop']);

/**
 * @typedef {object} InboxOptions
 * @property {number} [port] TCP port; 0 picks a free one. Default 8788.
 * @property {string} [host] Loopback address to listen on. Default '127.0.0.1'.
 * @property {string | null} [file] JSON-lines file; null disables it. Default '.inbox/messages.jsonl'.
 * @property {boolean} [quiet] Do not print accepted messages.
 */

/**
 * @typedef {object} StoredMessage
 * @property {string} receivedAt ISO date
 * @property {'send-form' | 'send'} endpoint
 * @property {string} service_id
 * @property {string} template_id
 * @property {Record<string, unknown>} fields
 */

/**
 * @typedef {object} Inbox
 * @property {string} url e.g. http://127.0.0.1:8788
 * @property {number} port
 * @property {() => Promise<void>} close
 */

class HttpError extends Error {
  /** @param {number} status @param {string} message */
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

/**
 * @param {InboxOptions} [options]
 * @returns {Promise<Inbox>}
 */
export function startInbox(options = {}) {
  const port = options.port ?? DEFAULT_PORT;
  const host = options.host ?? '127.0.0.1';
  const file = options.file === null ? null : resolve(options.file ?? DEFAULT_FILE);
  const quiet = options.quiet ?? false;

  if (!LOOPBACK_HOSTS.has(host)) {
    return Promise.reject(new Error(`The inbox only listens on a loopback address, not ${host}.`));
  }
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    return Promise.reject(new Error(`Invalid port: ${String(port)}`));
  }

  /** @type {StoredMessage[]} */
  let messages = [];
  /** @type {{ mode: string, remaining: number | null }} */
  let failMode = { mode: 'ok', remaining: null };
  /** Serialises file appends so lines never interleave. */
  let writeQueue = Promise.resolve();

  /** @returns {string} the failure mode to apply to this send request */
  function takeFailMode() {
    if (failMode.mode === 'ok') return 'ok';
    const { mode } = failMode;
    if (failMode.remaining !== null) {
      failMode.remaining -= 1;
      if (failMode.remaining <= 0) failMode = { mode: 'ok', remaining: null };
    }
    return mode;
  }

  /** @param {StoredMessage} message */
  function store(message) {
    const line = `${JSON.stringify(message)}\n`;
    const write = writeQueue.then(async () => {
      if (file === null) return;
      await mkdir(dirname(file), { recursive: true });
      await appendFile(file, line, 'utf8');
    });
    writeQueue = write.catch(() => undefined);
    return write.then(() => {
      messages.push(message);
      if (!quiet) printMessage(message);
    });
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  async function handle(req, res) {
    let pathname;
    try {
      pathname = new URL(req.url ?? '/', 'http://inbox.local').pathname;
    } catch {
      throw new HttpError(400, 'Bad Request');
    }
    const method = req.method ?? 'GET';

    if (method === 'OPTIONS') {
      const requested = req.headers['access-control-request-headers'];
      res.writeHead(204, {
        ...(typeof requested === 'string' && requested !== '' ? { 'Access-Control-Allow-Headers': requested } : {}),
        ...(req.headers['access-control-request-private-network'] === 'true'
          ? { 'Access-Control-Allow-Private-Network': 'true' }
          : {}),
        'Content-Length': '0',
      });
      res.end();
      return;
    }

    if (pathname === SEND_FORM_PATH || pathname === SEND_JSON_PATH) {
      if (method !== 'POST') throw new HttpError(405, 'Method Not Allowed');
      const body = await readBody(req);
      const mode = takeFailMode();
      if (mode === 'drop') {
        req.socket.destroy();
        return;
      }
      if (mode === '500') return sendText(res, 500, 'Internal Server Error');
      if (mode === '429') return sendText(res, 429, 'Too Many Requests');

      const endpoint = pathname === SEND_FORM_PATH ? 'send-form' : 'send';
      const params = endpoint === 'send-form' ? parseFormBody(req, body) : parseJsonBody(body);
      const message = toMessage(endpoint, params);
      try {
        await store(message);
      } catch {
        return sendText(res, 500, 'The inbox could not store the message');
      }
      return sendText(res, 200, 'OK');
    }

    if (pathname.startsWith('/__inbox/')) {
      if (!isLoopback(req.socket.remoteAddress)) throw new HttpError(403, 'Forbidden');
      if (pathname === '/__inbox/health') {
        if (method !== 'GET' && method !== 'HEAD') throw new HttpError(405, 'Method Not Allowed');
        return sendJson(res, 200, { status: 'ok', messages: messages.length, ...failMode });
      }
      if (pathname === '/__inbox/messages') {
        if (method === 'GET') return sendJson(res, 200, messages);
        if (method === 'DELETE') {
          await readBody(req);
          messages = [];
          return sendJson(res, 200, { deleted: true });
        }
        throw new HttpError(405, 'Method Not Allowed');
      }
      if (pathname === '/__inbox/mode') {
        if (method === 'GET') return sendJson(res, 200, failMode);
        if (method !== 'POST') throw new HttpError(405, 'Method Not Allowed');
        failMode = parseMode(await readBody(req));
        return sendJson(res, 200, failMode);
      }
    }

    throw new HttpError(404, 'Not Found');
  }

  const server = createServer((req, res) => {
    setCors(res);
    req.on('error', () => undefined);
    res.on('error', () => undefined);
    handle(req, res).catch((err) => {
      if (res.headersSent || res.destroyed) {
        res.destroy();
        return;
      }
      const status = err instanceof HttpError ? err.status : 500;
      const text = err instanceof HttpError ? err.message : 'Internal Server Error';
      if (status === 413) res.setHeader('Connection', 'close');
      sendText(res, status, text);
    });
  });
  server.on('clientError', (_err, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    else socket.destroy();
  });

  return new Promise((resolvePromise, rejectPromise) => {
    const onError = (/** @type {Error} */ err) => rejectPromise(err);
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      server.on('error', () => undefined);
      const address = server.address();
      const actualPort = typeof address === 'object' && address !== null ? address.port : port;
      const urlHost = host.includes(':') ? `[${host}]` : host;
      resolvePromise({
        url: `http://${urlHost}:${actualPort}`,
        port: actualPort,
        close: () =>
          new Promise((done) => {
            server.close(() => done(undefined));
            server.closeAllConnections();
          }).then(() => writeQueue),
      });
    });
  });
}

/** @param {import('node:http').ServerResponse} res */
function setCors(res) {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, DELETE, OPTIONS');
  res.setHeader('Access-Control-Allow-Headers', 'Content-Type');
  res.setHeader('Access-Control-Max-Age', '600');
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {string} text
 */
function sendText(res, status, text) {
  const body = Buffer.from(text, 'utf8');
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': String(body.length),
  });
  res.end(body);
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {unknown} value
 */
function sendJson(res, status, value) {
  const body = Buffer.from(JSON.stringify(value), 'utf8');
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(body.length),
    'Cache-Control': 'no-store',
  });
  res.end(body);
}

/** @param {string | undefined} address */
function isLoopback(address) {
  if (typeof address !== 'string') return false;
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}

/**
 * Reads the whole body as bytes. Over MAX_BODY_BYTES → HttpError 413 (the
 * rest of a moderately oversized upload is drained so the client can read
 * the answer; a huge one is cut off).
 * @param {import('node:http').IncomingMessage} req
 * @returns {Promise<Buffer>}
 */
function readBody(req) {
  return new Promise((resolveBody, rejectBody) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > MAX_DRAIN_BYTES) {
      rejectBody(new HttpError(413, 'Payload Too Large'));
      req.resume();
      return;
    }
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (/** @type {Buffer} */ chunk) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        tooLarge = true;
        chunks.length = 0;
        if (size > MAX_DRAIN_BYTES) {
          rejectBody(new HttpError(413, 'Payload Too Large'));
          req.socket.destroy();
        }
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (tooLarge) rejectBody(new HttpError(413, 'Payload Too Large'));
      else resolveBody(Buffer.concat(chunks));
    });
    req.on('error', () => rejectBody(new HttpError(400, 'Bad Request')));
    req.on('aborted', () => rejectBody(new HttpError(400, 'Bad Request')));
  });
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {Buffer} body
 * @returns {Record<string, unknown>}
 */
function parseFormBody(req, body) {
  const contentType = req.headers['content-type'] ?? '';
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'multipart/form-data') {
    const boundary = getBoundary(contentType);
    if (boundary === null) throw new HttpError(400, 'The multipart boundary is missing');
    return parseMultipart(body, boundary);
  }
  if (type === 'application/x-www-form-urlencoded') {
    /** @type {Record<string, unknown>} */
    const params = {};
    for (const [key, value] of new URLSearchParams(body.toString('utf8'))) params[key] = value;
    return params;
  }
  throw new HttpError(400, 'The request body has to be multipart/form-data');
}

/** @param {string} contentType @returns {string | null} */
function getBoundary(contentType) {
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const boundary = match?.[1] ?? match?.[2];
  return boundary && boundary.length <= 200 ? boundary : null;
}

/**
 * A strict RFC 7578 parser working on bytes, so values keep their exact
 * UTF-8 bytes and line breaks. Parts with a filename (files) are skipped; a
 * repeated name keeps its last value.
 * @param {Buffer} body
 * @param {string} boundary
 * @returns {Record<string, unknown>}
 */
export function parseMultipart(body, boundary) {
  const malformed = () => new HttpError(400, 'Malformed multipart body');
  const delimiter = Buffer.from(`--${boundary}`, 'latin1');
  const nextDelimiter = Buffer.from(`\r\n--${boundary}`, 'latin1');
  /** @type {Record<string, unknown>} */
  const params = {};

  let pos = body.indexOf(delimiter);
  if (pos === -1) throw malformed();
  pos += delimiter.length;
  for (;;) {
    // After a delimiter: "--" ends the body, CRLF starts a part.
    if (body[pos] === 0x2d && body[pos + 1] === 0x2d) break;
    while (body[pos] === 0x20 || body[pos] === 0x09) pos += 1; // transport padding
    if (body[pos] !== 0x0d || body[pos + 1] !== 0x0a) throw malformed();
    pos += 2;
    const end = body.indexOf(nextDelimiter, pos);
    if (end === -1) throw malformed();
    const part = body.subarray(pos, end);
    const headerEnd = part.indexOf('\r\n\r\n');
    if (headerEnd === -1) throw malformed();
    const headers = part.subarray(0, headerEnd).toString('utf8');
    const content = part.subarray(headerEnd + 4);
    const disposition = headers.split('\r\n').find((line) => /^content-disposition\s*:/i.test(line));
    if (disposition === undefined) throw malformed();
    const nameMatch = /;\s*name\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/i.exec(disposition);
    if (!nameMatch) throw malformed();
    const name = decodeFieldName(nameMatch[1] ?? nameMatch[2] ?? '');
    const isFile = /;\s*filename\*?\s*=/i.test(disposition);
    if (!isFile && name !== '') params[name] = content.toString('utf8');
    pos = end + nextDelimiter.length;
  }
  return params;
}

/** Browsers escape '"', CR and LF in field names as %22, %0D, %0A. @param {string} name */
function decodeFieldName(name) {
  return name.replace(/%22/gi, '"').replace(/%0D/gi, '\r').replace(/%0A/gi, '\n').replace(/\\(.)/g, '$1');
}

/** @param {Buffer} body @returns {Record<string, unknown>} */
function parseJsonBody(body) {
  /** @type {unknown} */
  let data;
  try {
    data = JSON.parse(body.toString('utf8'));
  } catch {
    throw new HttpError(400, 'The request body has to be valid JSON');
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new HttpError(400, 'The request body has to be a JSON object');
  }
  const record = /** @type {Record<string, unknown>} */ (data);
  const templateParams = record['template_params'] ?? {};
  if (typeof templateParams !== 'object' || templateParams === null || Array.isArray(templateParams)) {
    throw new HttpError(400, 'The template_params parameter has to be an object');
  }
  return {
    ...templateParams,
    user_id: record['user_id'],
    service_id: record['service_id'],
    template_id: record['template_id'],
  };
}

/**
 * @param {'send-form' | 'send'} endpoint
 * @param {Record<string, unknown>} params
 * @returns {StoredMessage}
 */
function toMessage(endpoint, params) {
  for (const key of ['service_id', 'template_id', 'user_id']) {
    const value = params[key];
    if (typeof value !== 'string' || value.trim() === '') {
      throw new HttpError(400, `The ${key} parameter is required`);
    }
  }
  /** @type {Record<string, unknown>} */
  const fields = {};
  for (const key of FIRST_FIELDS) if (Object.hasOwn(params, key)) fields[key] = params[key];
  for (const [key, value] of Object.entries(params)) {
    if (!HIDDEN_PARAMS.has(key) && !Object.hasOwn(fields, key)) fields[key] = value;
  }
  return {
    receivedAt: new Date().toISOString(),
    endpoint,
    service_id: String(params['service_id']),
    template_id: String(params['template_id']),
    fields,
  };
}

/** @param {Buffer} body */
function parseMode(body) {
  /** @type {unknown} */
  let data;
  try {
    data = JSON.parse(body.toString('utf8'));
  } catch {
    throw new HttpError(400, 'Send JSON like {"mode": "500", "times": 1}');
  }
  if (typeof data !== 'object' || data === null) throw new HttpError(400, 'Send JSON like {"mode": "500", "times": 1}');
  const record = /** @type {Record<string, unknown>} */ (data);
  const mode = String(record['mode']);
  if (!MODES.has(mode)) throw new HttpError(400, 'mode has to be one of "ok", "500", "429", "drop"');
  const times = record['times'];
  if (times !== undefined && times !== null && (!Number.isInteger(times) || Number(times) < 1)) {
    throw new HttpError(400, 'times has to be a positive whole number');
  }
  if (mode === 'ok') return { mode: 'ok', remaining: null };
  return { mode, remaining: typeof times === 'number' ? times : null };
}

/** Replaces terminal control characters (ANSI escapes…) for display only. @param {string} text */
function printable(text) {
  return text.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, '\uFFFD');
}

/** @param {StoredMessage} message */
function printMessage(message) {
  const rule = '─'.repeat(60);
  const labels = /** @type {Record<string, string>} */ ({
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    message: 'Message',
  });
  const lines = [rule, 'New message from the contact form', `  Received: ${message.receivedAt}`];
  for (const [key, value] of Object.entries(message.fields)) {
    const label = labels[key] ?? key;
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    const split = printable(text.replace(/\r\n?/g, '\n')).split('\n');
    if (split.length > 1 || key === 'message') {
      lines.push(`  ${label}:`);
      for (const line of split) lines.push(`    ${line}`);
    } else {
      lines.push(`  ${label}: ${split[0] ?? ''}`);
    }
  }
  lines.push(rule);
  process.stdout.write(`${lines.join('\n')}\n`);
}

/** @param {string[]} argv */
function parseArgs(argv) {
  /** @type {{ port: number, file: string, quiet: boolean, help: boolean }} */
  const args = { port: DEFAULT_PORT, file: DEFAULT_FILE, quiet: false, help: false };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    const [flag, inline] = arg.includes('=')
      ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
      : [arg, undefined];
    const value = () => {
      if (inline !== undefined) return inline;
      i += 1;
      const next = argv[i];
      if (next === undefined) throw new Error(`${flag} needs a value`);
      return next;
    };
    if (flag === '--port') {
      const raw = value();
      const port = Number(raw);
      if (!/^\d+$/.test(raw) || port > 65535) throw new Error(`--port has to be a number from 0 to 65535, not ${raw}`);
      args.port = port;
    } else if (flag === '--file') {
      args.file = value();
    } else if (flag === '--quiet') {
      args.quiet = true;
    } else if (flag === '--help' || flag === '-h') {
      args.help = true;
    } else {
      throw new Error(`Unknown option: ${arg}`);
    }
  }
  return args;
}

async function main() {
  let args;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (err) {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
    process.stderr.write('Usage: node scripts/inbox.mjs [--port 8788] [--file .inbox/messages.jsonl] [--quiet]\n');
    process.exit(2);
  }
  if (args.help) {
    process.stdout.write('Usage: node scripts/inbox.mjs [--port 8788] [--file .inbox/messages.jsonl] [--quiet]\n');
    return;
  }
  let inbox;
  try {
    inbox = await startInbox({
      port: args.port,
      host: '127.0.0.1',
      file: args.file,
      quiet: args.quiet,
    });
  } catch (err) {
    const code = /** @type {{ code?: string }} */ (err).code;
    const reason =
      code === 'EADDRINUSE'
        ? `port ${args.port} is already in use — stop the other process or pass --port <number>`
        : err instanceof Error
          ? err.message
          : String(err);
    process.stderr.write(`The local inbox could not start: ${reason}\n`);
    process.exit(1);
  }
  if (!args.quiet) {
    process.stdout.write(
      `Local inbox listening on ${inbox.url} — messages are saved to ${resolve(args.file)}\n` +
        `(set PUBLIC_EMAILJS_ORIGIN=${inbox.url} so the contact form sends here)\n`,
    );
  }
  const stop = () => {
    inbox.close().finally(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

function isMainModule() {
  const entry = process.argv[1];
  if (!entry) return false;
  try {
    return realpathSync(entry) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isMainModule()) void main();
