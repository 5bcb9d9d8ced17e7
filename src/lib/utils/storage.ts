/**
 * The browser's localStorage, or undefined where there is none (build time)
 * or where touching it throws (storage disabled, some private modes).
 */
export function localStorageIfAvailable(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}
