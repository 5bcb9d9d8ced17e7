/**
 * Runs `task` once the page is shown: at once, or, in a page the browser
 * prerendered because a link to it was hovered (src/lib/performance/speculation.ts),
 * when the visitor opens it. What counts a visit or reaches another origin
 * waits for this, so a hover the visitor does not follow leaves no trace.
 */
export function whenShown(task: () => void): void {
  if ((document as Document & { prerendering?: boolean }).prerendering)
    document.addEventListener('prerenderingchange', () => task(), { once: true });
  else task();
}
