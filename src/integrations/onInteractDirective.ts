import type { ClientDirective } from 'astro';
import { afterFirstPaint } from '../lib/afterFirstPaint';
import { localStorageIfAvailable } from '../lib/storage';
import type { OnInteractOptions } from './onInteract';

/** What counts as the visitor reaching for the island: hydrate now. */
const INTERACTION = ['pointerover', 'pointerdown', 'focusin', 'keydown'] as const;

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
 * `client:oninteract` in the browser (see onInteract.ts). Whatever the
 * visitor types before the JavaScript arrives stays in the server-rendered
 * fields; the component reads it when it hydrates.
 */
const onInteract: ClientDirective = (load, options, el) => {
  let started = false;
  const hydrate = async () => {
    if (started) return;
    started = true;
    for (const type of INTERACTION) el.removeEventListener(type, hydrate, true);
    await (
      await load()
    )();
  };
  for (const type of INTERACTION) el.addEventListener(type, hydrate, { capture: true, passive: true });
  const value: unknown = options.value;
  if (typeof value === 'object' && value !== null && showsSomethingAtOnce(value as OnInteractOptions))
    afterFirstPaint(() => void hydrate());
};

export default onInteract;
