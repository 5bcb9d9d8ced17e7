/**
 * Runs `task` once the page has painted its first content and the browser is
 * idle, so whatever it fetches never competes with that paint. Where the
 * browser does not report paints, it waits for the load event instead.
 */
export function afterFirstPaint(task: () => void): void {
  const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(task) : setTimeout(task, 200));
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      whenIdle();
    }).observe({ type: 'paint', buffered: true });
  } else if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}
