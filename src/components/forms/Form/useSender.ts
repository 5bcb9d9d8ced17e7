import { useRef, useState } from 'react';
import type { SendFailureKind } from '../../../lib/forms/emailjs';
import type { EmailSettings } from '../../../lib/forms/emailSettings';
import type { FormWords } from '../../../lib/forms/words';

export type Status =
  { state: 'idle' | 'sending' | 'sent' } | { state: 'failed'; kind: SendFailureKind; title: string; body: string };
type Sender = (form: HTMLFormElement) => Promise<void>;

// Not loaded with the page: fetched when the visitor first focuses the form.
// The EmailJS adapter sends; the failure message carries the mailto builder;
// the validator brings zod.
const loadMail = () => import('../../../lib/forms/emailjs');
const loadAlert = () => import('../SendFailureAlert/SendFailureAlert');
export const loadValidator = () => import('../../../lib/forms/validate');
type AlertComponent = Awaited<ReturnType<typeof loadAlert>>['default'];
export const prefetch = () => void Promise.allSettled([loadMail(), loadAlert(), loadValidator()]);

/**
 * Sending the form through the EmailJS adapter: one send at a time, the
 * status to show, and the failure message component once one is needed.
 */
export function useSender(settings: EmailSettings | null, failures: FormWords['failures']) {
  const busy = useRef(false);
  const sender = useRef<Sender | null>(null);
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const [Alert, setAlert] = useState<AlertComponent | null>(null);

  /** Shows a failure; `notLoaded` when the page's own code (the mail module, the validator) could not load. */
  const fail = async (kind: SendFailureKind | 'notLoaded') => {
    const alert = await loadAlert().catch(() => null);
    if (alert) setAlert(() => alert.default);
    setStatus({ state: 'failed', kind: kind === 'notLoaded' ? 'network' : kind, ...failures[kind] });
  };

  /**
   * Sends the form after `prepare` (the reCAPTCHA token) is done; resolves
   * true when the mail service accepted it, else the failure's HTTP status
   * (0 without an answer) when the mail service failed, or false when the
   * site itself refused (throttle, block list). A second call while sending
   * is ignored.
   */
  const send = async (form: HTMLFormElement, prepare?: (form: HTMLFormElement) => Promise<void>) => {
    if (busy.current || !settings) return false;
    busy.current = true;
    setStatus({ state: 'sending' });
    const mail = await loadMail().catch(() => null);
    try {
      if (!mail) throw new Error('the mail module could not load');
      // A token that cannot be had (Google unreachable) fails like the network.
      await prepare?.(form).catch(() => Promise.reject(new mail.SendFailure('network', 0)));
      sender.current ??= mail.createSender(settings);
      await sender.current(form);
      setStatus({ state: 'sent' });
      return true;
    } catch (err) {
      const failure = mail && err instanceof mail.SendFailure ? err : null;
      await fail(failure ? failure.kind : mail ? 'network' : 'notLoaded');
      return failure && ['server', 'network', 'config'].includes(failure.kind) ? failure.status : false;
    } finally {
      busy.current = false;
    }
  };

  return { status, setStatus, Alert, send, fail, busy };
}
