import type { FieldErrors, FieldName, Fields, FormDefinition, Values } from '../../../lib/forms/engine';
import { fieldNames } from '../../../lib/forms/engine';
import type { FormWords } from '../../../lib/forms/words';
import FormField from '../FormField/FormField';

interface Props<F extends Fields> {
  definition: FormDefinition<F>;
  words: FormWords;
  values: Values<F>;
  errors: FieldErrors<F>;
  /** The values of the definition's hidden fields, set by the page. */
  hidden?: Partial<Record<FieldName<F>, string>> | undefined;
  /** Counts the form's clears: file inputs remount on each, since React cannot empty them. */
  cleared: number;
  /** The form's own code checks the fields (it has hydrated), not the browser. */
  checked: boolean;
  onChange: (name: FieldName<F>, value: string | File | null) => void;
}

/** The form's fields in the definition's order: each visible one labelled, with its hint and error; hidden ones as inputs. */
export default function FormFields<F extends Fields>({
  definition,
  words,
  values,
  errors,
  hidden,
  cleared,
  checked,
  onChange,
}: Props<F>) {
  return fieldNames(definition).map((name) => {
    const spec = definition.fields[name];
    if (!spec) return null;
    if (spec.kind === 'hidden') return <input key={name} type="hidden" name={name} value={hidden?.[name] ?? ''} />;
    const value = values[name];
    return (
      <FormField
        key={spec.kind === 'file' ? `${name}-${cleared}` : name}
        {...{ id: `${definition.id}-${name}`, name, spec, checked, error: errors[name] }}
        words={words.fields[name] ?? { label: name }}
        value={typeof value === 'string' ? value : ''}
        onChange={(v) => onChange(name, v)}
      />
    );
  });
}
