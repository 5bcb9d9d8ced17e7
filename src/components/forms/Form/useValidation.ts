import { useRef, useState } from 'react';
import {
  isTooLong,
  type FieldErrors,
  type FieldName,
  type Fields,
  type FormDefinition,
  type MessageWords,
  type Values,
} from '../../../lib/forms/engine';
import { loadValidator } from './useSender';

/**
 * The form's error messages. The validator (and zod with it) is loaded on
 * first use; `validateAll` resolves null when it cannot load (offline).
 */
export function useValidation<F extends Fields>(
  definition: FormDefinition<F>,
  labels: Readonly<Record<string, string>>,
  said: Readonly<Record<string, MessageWords>>,
) {
  const validator = useRef<Awaited<ReturnType<typeof loadValidator>> | null>(null);
  const [errors, setErrors] = useState<FieldErrors<F>>({});

  const validateAll = async (values: Values<F>): Promise<FieldErrors<F> | null> => {
    validator.current ??= await loadValidator().catch(() => null);
    if (!validator.current) return null;
    const found = validator.current.validate(definition, values, labels, said);
    setErrors(found);
    return found;
  };

  /**
   * After a change: a field that shows a message gets the new one (or none
   * once it is valid), and a text that has just gone over its field's limit
   * (a paste) gets its message at once.
   */
  const revalidate = async (name: FieldName<F>, values: Values<F>) => {
    if (!errors[name] && !isTooLong(definition.fields[name], values[name])) return;
    validator.current ??= await loadValidator().catch(() => null);
    if (!validator.current) return;
    const message = validator.current.validate(definition, values, labels, said)[name];
    setErrors((e) => ({ ...e, [name]: message }));
  };

  return { errors, validateAll, revalidate };
}
