import type { ChangeEvent } from 'react';
import type { ChoiceField, FileField, InputField } from '../../lib/forms/engine';
import styles from './FormField.module.css';

interface Props {
  id: string;
  name: string;
  /** What the field is, from the form's definition. */
  spec: InputField | ChoiceField | FileField;
  label: string;
  /** A line under the label, read out with the field. */
  hint?: string | undefined;
  /** A choice field's options (value and label), in order. */
  options?: readonly { value: string; label: string }[];
  /** A choice field's empty first option. */
  placeholder?: string | undefined;
  /** The text value; a file input keeps its own. */
  value: string;
  /** The message shown next to the field, tied to it with aria-describedby. */
  error?: string | undefined;
  onChange: (value: string | File | null) => void;
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** One labelled form field of any kind (text, email, tel, url, textarea, choice, file) with its hint and error. */
export default function FormField({
  id,
  name,
  spec,
  label,
  hint,
  options = [],
  placeholder,
  value,
  error,
  onChange,
}: Props) {
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
  const text = { value, onChange: (e: ChangeEvent<Control>) => onChange(e.target.value) };
  let control;
  if (spec.kind === 'file') {
    const accept = spec.accept.flatMap((t) => [t.extension, t.mime]).join(',');
    const pick = (e: ChangeEvent<HTMLInputElement>) => onChange(e.target.files?.[0] ?? null);
    control = <input {...common} type="file" accept={accept} onChange={pick} />;
  } else if (spec.kind === 'choice') {
    control = (
      <select {...common} {...text}>
        <option value="">{placeholder ?? ''}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    );
  } else if (spec.kind === 'textarea') {
    control = <textarea {...common} {...text} rows={6} />;
  } else {
    control = <input {...common} {...text} type={spec.kind} />;
  }
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
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
