/**
 * What the benchmarks share (scripts/lib/form-delays.mjs, scripts/lib/click-to-paint.mjs):
 * Lighthouse's mobile throttling applied through CDP, and the median of the runs.
 */

/**
 * Lighthouse's mobile profile on one page: 4× CPU slowdown, 150 ms RTT,
 * 1.6 Mbit/s down, 750 kbit/s up. `cache: false` also turns the HTTP cache off.
 * @param {import('@playwright/test').BrowserContext} context
 * @param {import('@playwright/test').Page} page
 * @param {{ cache?: boolean }} [options]
 */
export async function throttleLikeLighthouse(context, page, { cache = true } = {}) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (!cache) await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** The middle value (the upper one of an even count). @param {number[]} values */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
