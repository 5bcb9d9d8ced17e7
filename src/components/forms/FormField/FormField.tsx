import type { ChangeEvent } from 'react';
import { fill } from '../../../lib/utils/fill';
import { limitsText, type ChoiceField, type FileField, type InputField } from '../../../lib/forms/engine';
import type { FieldWords } from '../../../lib/forms/words';
import styles from './FormField.module.css';

interface Props {
  id: string;
  name: string;
  /** What the field is, from the form's definition. */
  spec: InputField | ChoiceField | FileField;
  /** Its label, and its hint (read out with the field), option texts and empty option, if any. */
  words: FieldWords;
  /** The text value; a file input keeps its own. */
  value: string;
  /** The message shown next to the field, tied to it with aria-describedby. */
  error?: string | undefined;
  /**
   * The form's own code checks the fields (it has hydrated): the browser's
   * `maxlength` then comes off, since it would cut a paste short without a
   * word; the form's message says how much to shorten instead.
   */
  checked?: boolean;
  onChange: (value: string | File | null) => void;
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** One labelled form field of any kind (text, email, tel, url, textarea, choice, file) with its hint and error. */
export default function FormField({ id, name, spec, words, value, error, checked = false, onChange }: Props) {
  const hint = words.hint && fill(words.hint, limitsText(spec));
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const common = {
    id,
    name,
    required: spec.required,
    autoComplete: spec.autoComplete,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [error && errorId, hint && hintId].filter(Boolean).join(' ') || undefined,
    className: styles.input,
  };
  const maxLength = 'maxLength' in spec && !checked ? spec.maxLength : undefined;
  const text = { value, onChange: (e: ChangeEvent<Control>) => onChange(e.target.value) };
  let control;
  if (spec.kind === 'file') {
    const accept = spec.accept.flatMap((t) => [t.extension, t.mime]).join(',');
    const pick = (e: ChangeEvent<HTMLInputElement>) => onChange(e.target.files?.[0] ?? null);
    control = <input {...common} type="file" accept={accept} onChange={pick} />;
  } else if (spec.kind === 'choice') {
    control = (
      <select {...common} {...text}>
        <option value="">{words.placeholder ?? ''}</option>
        {spec.options.map((option) => (
          <option key={option} value={option}>
            {words.options?.[option] ?? option}
          </option>
        ))}
      </select>
    );
  } else if (spec.kind === 'textarea') {
    control = <textarea {...common} {...text} maxLength={maxLength} rows={6} />;
  } else {
    control = <input {...common} {...text} maxLength={maxLength} type={spec.kind} />;
  }
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {words.label}
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {control}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
