import { whenIdle } from './whenIdle';
import { whenShown } from './whenShown';

/**
 * Runs `task` once the page is shown (`whenShown`: not while it is
 * prerendered for a hover), has painted its first content and the browser is
 * idle (`whenIdle`), so whatever it fetches never competes with that paint.
 * Where the browser does not report paints, it waits for the load event
 * instead.
 */
export function afterFirstPaint(task: () => void): void {
  whenShown(() => afterPaint(task));
}

function afterPaint(task: () => void): void {
  const idle = () => whenIdle(task);
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      idle();
    }).observe({ type: 'paint', buffered: true });
  } else if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}
