/**
 * The EmailJS adapter — the only module that imports `@emailjs/browser`.
 *
 * How @emailjs/browser 4.4.1 behaves (read from its es/ sources):
 * - `init(options)` only stores options in a module-global store; it never
 *   validates or throws. `store.origin = options.origin || 'https://api.emailjs.com'`,
 *   and `store.storageProvider = options.storageProvider` — so an init()
 *   without storageProvider replaces the default localStorage provider with
 *   undefined and silently disables limitRate. We always pass one.
 * - `sendForm` is an `async` function: every failure is a *rejected*
 *   promise, never a synchronous throw. In order, it checks:
 *   1. blockHeadless && (navigator.webdriver || no navigator.languages)
 *      → EmailJSResponseStatus(451, 'Unavailable For Headless Browser');
 *   2. public key / service ID / template ID, then the form → rejects with a
 *      plain *string* (not an Error), e.g. 'The public key is required. Visit …';
 *   3. blockList: `list.includes(formData.get(watchVariable))`, an exact,
 *      case-sensitive match → EmailJSResponseStatus(403, 'Forbidden');
 *   4. limitRate: if the last attempt (stored under `id`) is younger than
 *      `throttle` ms → EmailJSResponseStatus(429, 'Too Many Requests');
 *      otherwise it stores Date.now() *before* posting;
 *   5. POST `${origin}/api/v1.0/email/send-form` (multipart FormData of the
 *      form + lib_version, service_id, template_id, user_id). A non-2xx
 *      answer rejects with EmailJSResponseStatus(status, responseText); a
 *      fetch failure rejects with fetch's own TypeError (EmailJSResponseStatus
 *      defaults to status 0 'Network Error' but sendPost never builds it).
 *
 * On top of that, this adapter:
 * - checks the block list case-insensitively (trimmed, lowercased) before
 *   calling the SDK, since the SDK's exact match is trivially bypassed;
 * - after any failed send, restores the rate-limit stamp to what it was
 *   before the attempt (the SDK writes it before posting), so a visitor whose
 *   send failed (network, server) can retry at once instead of being told
 *   "you sent a message a moment ago". Only delivered messages count.
 */
import emailjs, { EmailJSResponseStatus, type StorageProvider } from '@emailjs/browser';
import type { EmailSettings } from './emailSettings';
import { localStorageIfAvailable } from '../utils/storage';

/** What went wrong with a send; each kind has its own message in the form's words (src/content/forms/). */
export type SendFailureKind = 'headless' | 'blocked' | 'throttled' | 'network' | 'config' | 'server';

/** The limitRate id (also the storage key of the last-send timestamp). */
export const LIMIT_RATE_ID = 'contact-form';
/** The form field the block list watches. */
export const WATCH_VARIABLE = 'email';

/**
 * A failed send. `status` is the EmailJS/HTTP status (451, 403, 429, 0 for a
 * network failure, the server's status otherwise) and 0 when there is none
 * (config errors, unexpected exceptions). The message never contains form
 * data nor the server's response text.
 */
export class SendFailure extends Error {
  readonly kind: SendFailureKind;
  readonly status: number;

  constructor(kind: SendFailureKind, status: number, detail?: string) {
    super(`Contact form not sent: ${kind} (status ${status})${detail ? ` — ${detail}` : ''}`);
    this.name = 'SendFailure';
    this.kind = kind;
    this.status = status;
  }
}

/** Beginnings of the strings the SDK throws for invalid configuration/arguments. */
const SDK_CONFIG_ERRORS = [
  'The public key is required',
  'The service ID is required',
  'The template ID is required',
  'The template params have to be the object',
  'The 3rd parameter is expected to be the HTML form element',
  'The BlockList list has to be an array',
  'The BlockList watchVariable has to be a string',
  'The LimitRate throttle has to be a positive number',
  'The LimitRate ID has to be a non-empty string',
] as const;

function isResponseStatus(err: unknown): err is { status: number; text: string } {
  if (err instanceof EmailJSResponseStatus) return true;
  // Duck-typed too, in case two copies of the SDK end up in the bundle.
  return (
    typeof err === 'object' &&
    err !== null &&
    !(err instanceof Error) &&
    typeof (err as { status?: unknown }).status === 'number' &&
    typeof (err as { text?: unknown }).text === 'string'
  );
}

export function classifySendError(err: unknown): SendFailure {
  if (err instanceof SendFailure) return err;

  if (isResponseStatus(err)) {
    switch (err.status) {
      case 451:
        return new SendFailure('headless', 451);
      case 403:
        return new SendFailure('blocked', 403);
      case 429:
        return new SendFailure('throttled', 429);
      case 0:
        return new SendFailure('network', 0);
      default:
        return new SendFailure('server', err.status);
    }
  }

  if (typeof err === 'string') {
    const known = SDK_CONFIG_ERRORS.find((prefix) => err.startsWith(prefix));
    // The SDK's sentences are constants (no form data), so they may be quoted.
    if (known !== undefined) return new SendFailure('config', 0, known);
    return new SendFailure('server', 0);
  }

  // fetch() rejects with a TypeError ("Failed to fetch", "NetworkError when
  // attempting to fetch resource.", "Load failed", "fetch failed") when the
  // request cannot be made or the connection drops.
  if (err instanceof TypeError) return new SendFailure('network', 0);
  if (isDomException(err, 'NetworkError') || isDomException(err, 'AbortError')) {
    return new SendFailure('network', 0);
  }

  return new SendFailure('server', 0);
}

function isDomException(err: unknown, name: string): boolean {
  return typeof err === 'object' && err !== null && (err as { name?: unknown }).name === name;
}

/**
 * A StorageProvider for the SDK's rate limit backed by `storage`, falling
 * back to memory when storage is absent or throws (private mode, quota,
 * SecurityError), so throttling still works within the page.
 */
export function createStorageProvider(storage: Storage | undefined): StorageProvider {
  const memory = new Map<string, string>();
  return {
    get: (key) => {
      if (storage) {
        try {
          const value = storage.getItem(key);
          if (value !== null) return Promise.resolve(value);
        } catch {
          // fall through to memory
        }
      }
      return Promise.resolve(memory.get(key) ?? null);
    },
    set: (key, value) => {
      memory.set(key, value);
      if (storage) {
        try {
          storage.setItem(key, value);
        } catch {
          // memory keeps it
        }
      }
      return Promise.resolve();
    },
    remove: (key) => {
      memory.delete(key);
      if (storage) {
        try {
          storage.removeItem(key);
        } catch {
          // nothing to do
        }
      }
      return Promise.resolve();
    },
  };
}

function watchedValue(form: HTMLFormElement): string | null {
  try {
    const value = new FormData(form).get(WATCH_VARIABLE);
    return typeof value === 'string' ? value.trim().toLowerCase() : null;
  } catch {
    return null; // not a form: let the SDK report it as a config error
  }
}

/**
 * Configures the SDK (once, now) and returns the send function. The SDK's
 * configuration is module-global, so create one sender per page.
 *
 * `storage` holds the rate-limit timestamp; it defaults to localStorage when
 * that is available, and memory otherwise.
 *
 * The returned function resolves when EmailJS accepted the message and
 * rejects with a SendFailure otherwise. It never logs anything.
 */
export function createSender(
  settings: EmailSettings,
  storage: Storage | undefined = localStorageIfAvailable(),
): (form: HTMLFormElement) => Promise<void> {
  const storageProvider = createStorageProvider(storage);
  const blockList = settings.blockList.map((item) => item.trim().toLowerCase()).filter((item) => item !== '');

  emailjs.init({
    publicKey: settings.publicKey,
    blockHeadless: settings.blockHeadless,
    blockList: { list: blockList, watchVariable: WATCH_VARIABLE },
    limitRate: { id: LIMIT_RATE_ID, throttle: settings.throttleMs },
    origin: settings.origin,
    storageProvider,
  });

  return async (form: HTMLFormElement): Promise<void> => {
    if (blockList.length > 0) {
      const value = watchedValue(form);
      if (value !== null && blockList.includes(value)) throw new SendFailure('blocked', 403);
    }
    const stampBefore = settings.throttleMs > 0 ? await storageProvider.get(LIMIT_RATE_ID) : null;
    try {
      await emailjs.sendForm(settings.serviceId, settings.templateId, form);
    } catch (err: unknown) {
      if (settings.throttleMs > 0) {
        // Nothing was delivered: put the rate-limit stamp back as it was, so
        // the visitor is not told to wait before retrying a failed send.
        await (
          stampBefore == null ? storageProvider.remove(LIMIT_RATE_ID) : storageProvider.set(LIMIT_RATE_ID, stampBefore)
        ).catch(() => undefined);
      }
      throw classifySendError(err);
    }
  };
}
