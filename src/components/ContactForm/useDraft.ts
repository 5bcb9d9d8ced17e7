import { useEffect, useRef, useState } from 'react';
import { clearDraft, loadDraft, saveDraft } from '../../lib/draft';
import { localStorageIfAvailable } from '../../lib/storage';
import { EMPTY_FIELDS, FIELD_ORDER, type ContactFields } from '../../lib/validation';

/**
 * The form's fields, kept in web storage until the message is sent, so a
 * reload or a failed send never loses what the visitor typed. On hydration,
 * anything typed before the script loaded wins over the stored draft.
 */
export function useDraft(form: React.RefObject<HTMLFormElement | null>) {
  const [fields, setFields] = useState<ContactFields>(EMPTY_FIELDS);
  const restored = useRef(false);

  useEffect(() => {
    const typed = { ...EMPTY_FIELDS };
    for (const name of FIELD_ORDER) {
      const el = form.current?.elements.namedItem(name);
      if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) typed[name] = el.value;
    }
    const draft = loadDraft(localStorageIfAvailable());
    const anyTyped = FIELD_ORDER.some((n) => typed[n] !== '');
    setFields(anyTyped ? typed : (draft ?? EMPTY_FIELDS));
    restored.current = true;
  }, [form]);

  useEffect(() => {
    if (restored.current) saveDraft(localStorageIfAvailable(), fields);
  }, [fields]);

  const clear = () => {
    clearDraft(localStorageIfAvailable());
    setFields(EMPTY_FIELDS);
  };

  return { fields, setFields, clear };
}
