import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Send } from 'lucide-react';
import { createSender, failureMessage, SendFailure, type SendFailureKind } from '../../lib/emailjs';
import type { EmailSettings } from '../../lib/emailSettings';
import { buildMailto } from '../../lib/mailto';
import { FIELD_ORDER, hasErrors, validateContact, type FieldErrors, type FieldName } from '../../lib/validation';
import FormField from '../FormField/FormField';
import SendFailureAlert from '../SendFailureAlert/SendFailureAlert';
import { useDraft } from './useDraft';
import styles from './ContactForm.module.css';

interface Props {
  /** EmailJS settings from the build; null in the owner's mailto-only mode. */
  settings: EmailSettings | null;
  /** The company's address, for the mailto fallback. */
  email: string;
  subject: string;
}

type Status = { state: 'idle' | 'sending' | 'sent' } | { state: 'failed'; kind: SendFailureKind };

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
  const send = useMemo(() => (settings ? createSender(settings) : null), [settings]);
  const mailto = buildMailto(email, fields, subject);

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
    if (!send) {
      window.location.href = mailto;
      return;
    }
    sending.current = true;
    setStatus({ state: 'sending' });
    try {
      await send(form.current);
      clear();
      setStatus({ state: 'sent' });
    } catch (err) {
      setStatus({ state: 'failed', kind: err instanceof SendFailure ? err.kind : 'server' });
    } finally {
      sending.current = false;
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void submit();
  };

  const failure = status.state === 'failed' ? failureMessage(status.kind) : null;
  return (
    <form ref={form} className={styles.form} onSubmit={onSubmit} noValidate={hydrated} action={`mailto:${email}`} method="post" encType="text/plain">
      {failure && <SendFailureAlert {...failure} mailto={mailto} email={email} onRetry={() => void submit()} />}
      <FormField name="name" label="Name" autoComplete="name" value={fields.name} error={errors.name} onChange={(v) => update('name', v)} />
      <FormField name="email" label="Email" type="email" autoComplete="email" value={fields.email} error={errors.email} onChange={(v) => update('email', v)} />
      <FormField name="phone" label="Phone Number" type="tel" autoComplete="tel" value={fields.phone} error={errors.phone} onChange={(v) => update('phone', v)} />
      <FormField name="message" label="Message" multiline value={fields.message} error={errors.message} onChange={(v) => update('message', v)} />
      <div className={styles.trap} aria-hidden="true">
        <label htmlFor="contact-website">Leave this field empty</label>
        <input id="contact-website" ref={honeypot} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <button type="submit" className={styles.submit} disabled={status.state === 'sending'}>
        <Send aria-hidden="true" focusable="false" size={18} />
        {status.state === 'sending' ? 'Sending…' : 'Send message'}
      </button>
      <div role="status" className={styles.status}>
        {status.state === 'sent' && <p className={styles.sent}>Thank you. Your message has been sent, and we will reply within one working day.</p>}
      </div>
    </form>
  );
}
