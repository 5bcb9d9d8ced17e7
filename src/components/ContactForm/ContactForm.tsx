import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { SendFailureKind } from '../../lib/emailjs';
import type { EmailSettings } from '../../lib/emailSettings';
import {
  FIELD_LABELS,
  FIELD_ORDER,
  hasErrors,
  validateContact,
  type FieldErrors,
  type FieldName,
} from '../../lib/validation';
import Button from '../Button/Button';
import FormField from '../FormField/FormField';
import { useDraft } from './useDraft';
import styles from './ContactForm.module.css';

interface Props {
  /** EmailJS settings from the build; null in the owner's mailto-only mode. */
  settings: EmailSettings | null;
  /** The company's address, for the mailto fallback. */
  email: string;
  subject: string;
}

type Status =
  { state: 'idle' | 'sending' | 'sent' } | { state: 'failed'; kind: SendFailureKind; title: string; body: string };
type Sender = (form: HTMLFormElement) => Promise<void>;

/** The four fields, in order; labels and messages come from lib/validation. */
const FIELDS = [
  { name: 'name', autoComplete: 'name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'phone', type: 'tel', autoComplete: 'tel' },
  { name: 'message', multiline: true },
] as const;

/** When even the sending code cannot load (offline), say so in the same plain words. */
const NOT_LOADED = {
  title: 'Your message was not sent',
  body: 'We could not reach the mail service. Check your connection and try again; your message is still here.',
};

// Not loaded with the page: fetched when the visitor first focuses the form.
// The EmailJS adapter sends; the failure message carries the mailto builder.
const loadMail = () => import('../../lib/emailjs');
const loadAlert = () => import('../SendFailureAlert/SendFailureAlert');
type AlertComponent = Awaited<ReturnType<typeof loadAlert>>['default'];
const prefetch = () => void Promise.allSettled([loadMail(), loadAlert()]);

/** The contact form (a React island): validates, sends through EmailJS, never loses the message. */
export default function ContactForm({ settings, email, subject }: Props) {
  const form = useRef<HTMLFormElement>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const sending = useRef(false);
  const { fields, setFields, clear } = useDraft(form);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const sender = useRef<Sender | null>(null);
  const [Alert, setAlert] = useState<AlertComponent | null>(null);

  const update = (name: FieldName, value: string) => {
    setFields((f) => ({ ...f, [name]: value }));
    if (errors[name]) setErrors((e) => ({ ...e, [name]: validateContact({ ...fields, [name]: value })[name] }));
  };

  const submit = async () => {
    if (sending.current || !form.current) return;
    const found = validateContact(fields);
    setErrors(found);
    if (hasErrors(found)) {
      const first = FIELD_ORDER.find((n) => found[n]);
      if (first) form.current.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    if (honeypot.current?.value) {
      clear(); // a bot filled the hidden field: pretend all went well, send nothing
      setStatus({ state: 'sent' });
      return;
    }
    if (!settings) {
      const { buildMailto } = await import('../../lib/mailto'); // the owner's mailto-only mode
      window.location.href = buildMailto(email, fields, subject);
      return;
    }
    sending.current = true;
    setStatus({ state: 'sending' });
    const mail = await loadMail().catch(() => null);
    try {
      if (!mail) throw new Error('the mail module could not load');
      sender.current ??= mail.createSender(settings);
      await sender.current(form.current);
      clear();
      setStatus({ state: 'sent' });
    } catch (err) {
      const kind = mail && err instanceof mail.SendFailure ? err.kind : 'network';
      const text = mail ? mail.failureMessage(kind) : NOT_LOADED;
      const alert = await loadAlert().catch(() => null);
      if (alert) setAlert(() => alert.default);
      setStatus({ state: 'failed', kind, ...text });
    } finally {
      sending.current = false;
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void submit();
  };

  const failure = status.state === 'failed' ? status : null;
  return (
    <form
      ref={form}
      className={styles.form}
      onSubmit={onSubmit}
      onFocus={prefetch}
      noValidate={hydrated}
      action={`mailto:${email}`}
      method="post"
      encType="text/plain"
    >
      {failure &&
        (Alert ? (
          <Alert {...{ ...failure, fields, email, subject }} onRetry={() => void submit()} />
        ) : (
          <p role="alert">
            {failure.title}. {failure.body} <a href={`mailto:${email}`}>{email}</a>
          </p>
        ))}
      {FIELDS.map((f) => (
        <FormField
          key={f.name}
          {...f}
          label={FIELD_LABELS[f.name]}
          value={fields[f.name]}
          error={errors[f.name]}
          onChange={(v) => update(f.name, v)}
        />
      ))}
      <div className={styles.trap} aria-hidden="true">
        <label htmlFor="contact-website">Leave this field empty</label>
        <input id="contact-website" ref={honeypot} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <Button type="submit" disabled={status.state === 'sending'}>
        {status.state === 'sending' ? 'Sending…' : 'Send message'}
      </Button>
      <div role="status" className={styles.status}>
        {status.state === 'sent' && (
          <p className={styles.sent}>
            Thank you. Your message has been sent, and we will reply within one working day.
          </p>
        )}
      </div>
    </form>
  );
}
