import type { ClientDirective } from 'astro';
import { afterFirstPaint } from '../lib/performance/afterFirstPaint';
import { localStorageIfAvailable } from '../lib/utils/storage';
import type { OnInteractOptions } from './onInteract';

/** What counts as the visitor reaching for the island: hydrate now. */
const INTERACTION = ['pointerover', 'pointerdown', 'focusin', 'keydown'] as const;

/** What counts as a use of the form (not a pointer passing over it): stamped for the minimum time to submit. */
const USE = ['focusin', 'keydown', 'pointerdown', 'input'] as const;

/** The island has something to show before any touch: a parameter it reads, or a saved draft. */
function showsSomethingAtOnce({ query = [], storage }: OnInteractOptions): boolean {
  const params = new URLSearchParams(window.location.search);
  if (query.some((name) => params.has(name))) return true;
  try {
    return storage !== undefined && Boolean(localStorageIfAvailable()?.getItem(storage));
  } catch {
    return false;
  }
}

/**
 * Resolves once the form's component is live: the site's forms turn off the
 * browser's own validation (`novalidate`) when their component has rendered
 * and run its effects. Resolves anyway after `ms`, so a held submit is never lost.
 */
function whenLive(form: HTMLFormElement, ms = 5000): Promise<void> {
  return new Promise((done) => {
    if (form.noValidate) return done();
    const watch = new MutationObserver(() => form.noValidate && finish());
    const timer = setTimeout(() => finish(), ms);
    const finish = () => {
      watch.disconnect();
      clearTimeout(timer);
      done();
    };
    watch.observe(form, { attributes: true, attributeFilter: ['novalidate'] });
  });
}

/**
 * `client:oninteract` in the browser (see onInteract.ts). Whatever the
 * visitor types before the JavaScript arrives stays in the server-rendered
 * fields; the component reads it when it hydrates. A submit before then, or
 * a send the browser finds invalid, is held, not sent as the no-JavaScript
 * form would: the island hydrates, and once the component is live the form
 * is submitted again for it to handle (and to show its own messages).
 */
const onInteract: ClientDirective = (load, options, el) => {
  let hydrating: Promise<void> | undefined;
  // The form's first use, on the page's clock, for the live form's minimum
  // time between first use and submit (src/components/forms/Form/useDefense.ts).
  const stamp = () => {
    if (!el.hasAttribute('data-first-use')) el.setAttribute('data-first-use', String(performance.now()));
    for (const type of USE) el.removeEventListener(type, stamp, true);
  };
  for (const type of USE) el.addEventListener(type, stamp, { capture: true, passive: true });
  const hydrate = () =>
    (hydrating ??= (async () => {
      for (const type of INTERACTION) el.removeEventListener(type, start, true);
      await (
        await load()
      )();
    })());
  const start = () => void hydrate();
  let held = false;
  /** Sends again once the component is live, for it to handle; the browser's own way if it never comes. */
  const replay = (form: HTMLFormElement) => {
    held = true;
    void hydrate()
      .catch(() => undefined)
      .then(() => whenLive(form))
      .then(() => {
        el.removeEventListener('submit', holdSubmit, true);
        el.removeEventListener('invalid', holdInvalid, true);
        form.requestSubmit();
      });
  };
  const holdSubmit = (event: Event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || form.noValidate) return;
    event.preventDefault(); // a second send while held is the same send
    if (!held) replay(form);
  };
  // A send with empty or invalid fields before the form is live: the browser
  // fires `invalid` at each such field instead of `submit`. Its bubbles are
  // held back; the live form shows each field's own message instead.
  const holdInvalid = (event: Event) => {
    const form = (event.target as { form?: unknown } | null)?.form;
    if (!(form instanceof HTMLFormElement) || form.noValidate) return;
    event.preventDefault();
    if (!held) replay(form);
  };
  for (const type of INTERACTION) el.addEventListener(type, start, { capture: true, passive: true });
  el.addEventListener('submit', holdSubmit, { capture: true });
  el.addEventListener('invalid', holdInvalid, { capture: true });
  const value: unknown = options.value;
  if (typeof value === 'object' && value !== null && showsSomethingAtOnce(value as OnInteractOptions))
    afterFirstPaint(start);
};

export default onInteract;
