/**
 * Work that waits for an idle browser waits at most this long: a page kept
 * busy, on a slow phone or beside other tabs, may have no idle moment for
 * seconds, and the site search or the map would stay dead until it did.
 */
export const IDLE_TIMEOUT_MS = 1000;

/** Runs `task` when the browser is idle, or after `IDLE_TIMEOUT_MS` at the latest. */
export function whenIdle(task: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(task, 200);
}
