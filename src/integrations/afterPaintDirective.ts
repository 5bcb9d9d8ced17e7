import type { ClientDirective } from 'astro';
import { afterFirstPaint } from '../lib/afterFirstPaint';

/** What counts as the visitor reaching for the island: hydrate now, not later. */
const INTERACTION = ['focusin', 'pointerdown', 'keydown'] as const;

/**
 * `client:afterpaint` in the browser (see afterPaint.ts). Whatever the visitor
 * types before the JavaScript arrives stays in the server-rendered fields; the
 * component reads it when it hydrates.
 */
const afterPaint: ClientDirective = (load, _options, el) => {
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
  afterFirstPaint(() => void hydrate());
};

export default afterPaint;
