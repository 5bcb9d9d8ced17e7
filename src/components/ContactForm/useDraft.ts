import { useEffect, useRef, useState } from 'react';
import { clearDraft, loadDraft, saveDraft } from '../../lib/draft';
import { FIELD_ORDER, type ContactFields } from '../../lib/validation';

export const EMPTY: ContactFields = { name: '', email: '', phone: '', message: '' };

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The form's fields, kept in web storage until the message is sent, so a
 * reload or a failed send never loses what the visitor typed. On hydration,
 * anything typed before the script loaded wins over the stored draft.
 */
export function useDraft(form: React.RefObject<HTMLFormElement | null>) {
  const [fields, setFields] = useState<ContactFields>(EMPTY);
  const restored = useRef(false);

  useEffect(() => {
    const typed = { ...EMPTY };
    for (const name of FIELD_ORDER) {
      const el = form.current?.elements.namedItem(name);
      if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) typed[name] = el.value;
    }
    const draft = loadDraft(storage());
    const anyTyped = FIELD_ORDER.some((n) => typed[n] !== '');
    setFields(anyTyped ? typed : (draft ?? EMPTY));
    restored.current = true;
  }, [form]);

  useEffect(() => {
    if (restored.current) saveDraft(storage(), fields);
  }, [fields]);

  const clear = () => {
    clearDraft(storage());
    setFields(EMPTY);
  };

  return { fields, setFields, clear };
}
