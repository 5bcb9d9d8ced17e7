import { useEffect, useRef, useState } from 'react';
import { clearDraft, loadDraft, saveDraft } from '../../../lib/forms/draft';
import {
  draftFields,
  emptyValues,
  fileFields,
  type Fields,
  type FormDefinition,
  type Values,
} from '../../../lib/forms/engine';
import { localStorageIfAvailable } from '../../../lib/utils/storage';

/**
 * The form's values, the typed ones kept in web storage until the form is
 * sent, so a reload or a failed send never loses what the visitor typed. On
 * hydration, a field typed before the script loaded (or refilled by the
 * browser) wins over that field's stored draft, field by field, a file chosen
 * before it is kept, and `preset` (values chosen for the visitor) wins over all.
 */
export function useDraft<F extends Fields>(
  form: React.RefObject<HTMLFormElement | null>,
  definition: FormDefinition<F>,
  instance?: string,
  preset?: Partial<Values<F>>,
) {
  const [values, setValues] = useState<Values<F>>(() => emptyValues(definition));
  // The values before the draft is read. The effects below run once with them after the draft has been read
  // but before its values are rendered: saved, they would delete the stored draft, lost for good if the page
  // is left at that moment (a reload, then another page before the form shows the draft).
  const unread = useRef(values);
  const restored = useRef(false);
  const [cleared, setCleared] = useState(0);

  useEffect(() => {
    const typed: Record<string, string> = {};
    for (const name of draftFields(definition)) {
      const el = form.current?.elements.namedItem(name);
      const isField =
        el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement;
      if (isField && el.value !== '') typed[name] = el.value;
    }
    // A file chosen before the script loaded stays in its input, which React leaves as it is: taken in too,
    // or the form would refuse to send for want of a file the visitor sees chosen.
    const chosen: Record<string, File> = {};
    for (const name of fileFields(definition)) {
      const el = form.current?.elements.namedItem(name);
      const file = el instanceof HTMLInputElement ? el.files?.[0] : undefined;
      if (file) chosen[name] = file;
    }
    const stored = loadDraft(localStorageIfAvailable(), definition, instance);
    setValues({ ...emptyValues(definition), ...stored, ...typed, ...chosen, ...preset });
    restored.current = true;
  }, [form, definition, instance, preset]);

  useEffect(() => {
    if (restored.current && values !== unread.current)
      saveDraft(localStorageIfAvailable(), definition, values, instance);
  }, [definition, values, instance]);

  const clear = () => {
    clearDraft(localStorageIfAvailable(), definition, instance);
    setValues(emptyValues(definition));
    setCleared((n) => n + 1);
  };

  /** `cleared` counts the clears: a key that remounts file inputs, which React cannot empty. */
  return { values, setValues, clear, cleared };
}
