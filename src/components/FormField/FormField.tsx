import type { ChangeEvent } from 'react';
import styles from './FormField.module.css';

interface Props {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The message shown next to the field, tied to it with aria-describedby. */
  error?: string | undefined;
  type?: 'text' | 'email' | 'tel';
  multiline?: boolean;
  autoComplete?: string;
}

/** One labelled form field with its error message. */
export default function FormField({
  name,
  label,
  value,
  onChange,
  error,
  type = 'text',
  multiline = false,
  autoComplete,
}: Props) {
  const id = `field-${name}`;
  const errorId = `${id}-error`;
  const common = {
    id,
    name,
    value,
    required: true,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    className: styles.input,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(e.target.value),
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {multiline ? <textarea {...common} rows={6} /> : <input {...common} type={type} autoComplete={autoComplete} />}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
