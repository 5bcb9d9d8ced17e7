/**
 * reCAPTCHA v2, invisible, in the browser: the script is added at the
 * form's first use (never with the page), one widget per form, and a fresh
 * token for every send. Every step is a promise the send awaits, so a
 * submit held before the form was live waits for the script and the token
 * rather than racing them; a script that cannot load fails the send, which
 * then offers retry and the mailto fallback like any other failure.
 */
import { RECAPTCHA_FIELD, recaptchaScriptUrl } from './spamDefense';

interface Grecaptcha {
  render(container: HTMLElement, options: Record<string, unknown>): number;
  execute(widget: number): void;
  reset(widget: number): void;
}
declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    [callback: `recaptchaLoaded${string}`]: (() => void) | undefined;
  }
}

let loading: Promise<Grecaptcha> | undefined;

/** Adds Google's script once per page; resolves when it has called back. */
export function loadRecaptcha(): Promise<Grecaptcha> {
  return (loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const callback = 'recaptchaLoadedSite' as const;
    window[callback] = () => (window.grecaptcha ? resolve(window.grecaptcha) : reject(new Error('no grecaptcha')));
    const script = document.createElement('script');
    script.src = recaptchaScriptUrl(callback);
    script.async = true;
    script.onerror = () => {
      loading = undefined; // a retry may try again
      script.remove();
      reject(new TypeError('reCAPTCHA could not load'));
    };
    document.head.append(script);
  }));
}

/** One invisible widget in `slot`: `token()` asks for a fresh token, `reset()` spends it. */
export async function recaptchaWidget(siteKey: string, slot: HTMLElement) {
  const api = await loadRecaptcha();
  let pending: ((token: string) => void) | undefined;
  let failed: ((err: Error) => void) | undefined;
  const widget = api.render(slot, {
    sitekey: siteKey,
    size: 'invisible',
    badge: 'inline',
    callback: (token: string) => pending?.(token),
    'error-callback': () => failed?.(new TypeError('reCAPTCHA could not check the browser')),
    'expired-callback': () => api.reset(widget),
  });
  return {
    token: () =>
      new Promise<string>((resolve, reject) => {
        pending = resolve;
        failed = reject;
        api.execute(widget);
      }),
    reset: () => api.reset(widget),
  };
}

/** Puts the token into the form as the one `g-recaptcha-response` field: the widget's own, or a hidden input in `slot`. */
export function putToken(form: HTMLFormElement, slot: HTMLElement, token: string): void {
  const fields = form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(`[name="${RECAPTCHA_FIELD}"]`);
  const [first] = fields;
  if (first) {
    for (const extra of [...fields].slice(1)) extra.remove();
    first.value = token;
    return;
  }
  const input = document.createElement('input');
  input.type = 'hidden';
  input.name = RECAPTCHA_FIELD;
  input.value = token;
  slot.append(input);
}
