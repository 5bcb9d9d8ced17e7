import type { ClientDirective } from 'astro';

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
    await (await load())();
  };
  for (const type of INTERACTION) el.addEventListener(type, hydrate, { capture: true, passive: true });

  const whenIdle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(() => void hydrate()) : setTimeout(() => void hydrate(), 200);
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      whenIdle();
    }).observe({ type: 'paint', buffered: true });
  } else if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
};

export default afterPaint;
