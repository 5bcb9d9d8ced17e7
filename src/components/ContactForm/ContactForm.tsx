import { useEffect, useRef, useState, type FormEvent } from 'react';
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
import { prefetch, useSender } from './useSender';
import styles from './ContactForm.module.css';

interface Props {
  /** EmailJS settings from the build; null in the owner's mailto-only mode. */
  settings: EmailSettings | null;
  /** The company's address, for the mailto fallback. */
  email: string;
  subject: string;
}

/** The four fields, in order; labels and messages come from lib/validation. */
const FIELDS = [
  { name: 'name', autoComplete: 'name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'phone', type: 'tel', autoComplete: 'tel' },
  { name: 'message', multiline: true },
] as const;

/** The contact form (a React island): validates, sends through EmailJS, never loses the message. */
export default function ContactForm({ settings, email, subject }: Props) {
  const form = useRef<HTMLFormElement>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const { fields, setFields, clear } = useDraft(form);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { status, setStatus, Alert, send, busy } = useSender(settings);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const update = (name: FieldName, value: string) => {
    setFields((f) => ({ ...f, [name]: value }));
    if (errors[name]) setErrors((e) => ({ ...e, [name]: validateContact({ ...fields, [name]: value })[name] }));
  };

  const submit = async () => {
    if (busy.current || !form.current) return;
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
    if (await send(form.current)) clear();
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
