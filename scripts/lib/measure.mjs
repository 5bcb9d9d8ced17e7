/**
 * What the benchmarks share (scripts/lib/form-delays.mjs, scripts/lib/click-to-paint.mjs):
 * Lighthouse's mobile throttling applied through CDP, and the median of the runs.
 */

/** Lighthouse's mobile profile, for a driver that sets it in its own terms (Puppeteer: scripts/lib/click-to-paint.mjs). */
export const LIGHTHOUSE_MOBILE = {
  cpuSlowdown: 4,
  network: { latency: 150, download: (1.6 * 1024 * 1024) / 8, upload: (750 * 1024) / 8 },
};

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
    latency: LIGHTHOUSE_MOBILE.network.latency,
    downloadThroughput: LIGHTHOUSE_MOBILE.network.download,
    uploadThroughput: LIGHTHOUSE_MOBILE.network.upload,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: LIGHTHOUSE_MOBILE.cpuSlowdown });
}

/** The middle value (the upper one of an even count). @param {number[]} values */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
