import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { EmailSettings } from '../../../lib/forms/emailSettings';
import {
  fieldNames,
  hasErrors,
  labelsOf,
  messagesOf,
  type FieldName,
  type Fields,
  type FormDefinition,
  type Values,
} from '../../../lib/forms/engine';
import type { FormWords } from '../../../lib/forms/words';
import type { Defense } from '../../../lib/forms/spamDefense';
import Button from '../../ui/Button/Button';
import FormFields from './FormFields';
import { count } from './count';
import { useDefense } from './useDefense';
import { useDraft } from './useDraft';
import { prefetch, useSender } from './useSender';
import { useValidation } from './useValidation';
import styles from './Form.module.css';

export interface FormProps<F extends Fields> {
  definition: FormDefinition<F>;
  /** Labels, buttons and messages: src/content/forms/<id>.yml. */
  words: FormWords;
  /** EmailJS settings from the build; null in the owner's mailto-only mode. */
  settings: EmailSettings | null;
  /** The company's address, for the mailto fallback. */
  email: string;
  /** The values of the definition's hidden fields (e.g. the role applied for). */
  hidden?: Partial<Record<FieldName<F>, string>>;
  /** Keeps a separate draft per instance of the form (e.g. per role). */
  instance?: string;
  /** Values chosen for the visitor (e.g. the topic from the address); they win over the stored draft. Keep it memoized. */
  preset?: Partial<Values<F>> | undefined;
  /** The minimum time to submit and reCAPTCHA, from the build (src/lib/forms/spamDefense.ts). */
  defense?: Defense;
}

/** A form (a React island) built from its definition: validates, sends through EmailJS, never loses what was typed. */
export default function Form<F extends Fields>(props: FormProps<F>) {
  const { definition, words, settings, email, hidden, instance, preset, defense } = props;
  const form = useRef<HTMLFormElement>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const { values, setValues, clear, cleared } = useDraft(form, definition, instance, preset);
  const { status, setStatus, Alert, send, fail, busy } = useSender(settings, words.failures);
  const { slot, markUse, waitFor, addToken, spendToken } = useDefense(defense, form);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const labels = useMemo(() => labelsOf(words), [words]);
  const said = useMemo(() => messagesOf(words), [words]);
  const withHidden = (v: Values<F>): Values<F> => ({ ...v, ...hidden });
  const { errors, validateAll, revalidate } = useValidation(definition, labels, said);

  const update = (name: FieldName<F>, value: string | File | null) => {
    // On the latest values, not this render's: a key typed while the form
    // hydrates lands between useDraft taking in what was typed before and
    // the next render, and must not put the other fields back to empty.
    setValues((latest) => ({ ...latest, [name]: value }));
    void revalidate(name, withHidden({ ...values, [name]: value }));
  };

  // The latest values, for a send that waits out the minimum time: what the visitor changed meanwhile is checked again.
  const latest = useRef(values);
  useEffect(() => {
    latest.current = values;
  });

  const submit = async (current = values): Promise<void> => {
    if (busy.current || !form.current) return;
    const found = await validateAll(withHidden(current));
    if (!found) return fail('notLoaded');
    if (hasErrors(found)) {
      setStatus((s) => (s.state === 'sending' ? { state: 'idle' } : s)); // a held send that was changed meanwhile
      const first = fieldNames(definition).find((n) => found[n]);
      if (first) form.current.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    if (honeypot.current?.value) {
      clear(); // a bot filled the hidden field: pretend all went well, send nothing
      setStatus({ state: 'sent' });
      return;
    }
    if (!settings) {
      const { formMailto } = await import('../../../lib/forms/mailto'); // the owner's mailto-only mode
      window.location.href = formMailto(email, words.subject, definition, withHidden(current), labels);
      return;
    }
    const wait = waitFor();
    if (wait > 0) {
      // Sent within the minimum time of the first use: held, shown as sending, then checked and sent by itself.
      busy.current = true;
      setStatus({ state: 'sending' });
      await new Promise((resolve) => setTimeout(resolve, wait));
      busy.current = false;
      return submit(latest.current);
    }
    const result = await send(form.current, addToken);
    spendToken();
    if (result === true) {
      count(definition.id, withHidden(current));
      clear();
    } else if (result !== false) count(definition.id, null, result);
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void submit();
  };

  const failure = status.state === 'failed' ? status : null;
  const trapId = `${definition.id}-website`;
  return (
    <form
      ref={form}
      className={styles.form}
      onSubmit={onSubmit}
      onFocus={() => {
        prefetch();
        markUse();
      }}
      noValidate={hydrated}
      action={`mailto:${email}`}
      method="post"
      encType="text/plain"
    >
      {words.intro && <p>{words.intro}</p>}
      {failure &&
        (Alert ? (
          <Alert
            {...{ ...failure, words, email, definition, labels }}
            values={withHidden(values)}
            onRetry={() => void submit()}
          />
        ) : (
          <p role="alert">
            {failure.title}. {failure.body} <a href={`mailto:${email}`}>{email}</a>
          </p>
        ))}
      <FormFields {...{ definition, words, values, errors, hidden, cleared }} checked={hydrated} onChange={update} />
      <div className={styles.trap} aria-hidden="true">
        <label htmlFor={trapId}>{words.honeypot}</label>
        <input id={trapId} ref={honeypot} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      {defense?.recaptchaSiteKey && <div ref={slot} className={styles.recaptcha} />}
      <Button type="submit" disabled={status.state === 'sending'}>
        {status.state === 'sending' ? words.sending : words.submit}
      </Button>
      {words.note && (
        <p className={styles.note}>
          {words.note.text} <a href={words.note.href}>{words.note.link}</a>
        </p>
      )}
      <div role="status" className={styles.status}>
        {status.state === 'sent' && <p className={styles.sent}>{words.sent}</p>}
      </div>
    </form>
  );
}
