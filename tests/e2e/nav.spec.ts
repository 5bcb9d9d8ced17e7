import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '../support/routePage';
import { nav as mainNav } from '../support/site';

/** The Menu button's expanded state as the browser exposes it to assistive technology. */
async function menuExpanded(page: Page): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  await cdp.detach();
  const button = nodes.find((n) => n.role?.value === 'button' && n.name?.value === 'Menu');
  if (!button) throw new Error('no Menu button in the accessibility tree');
  const state = button.properties?.find((p) => p.name === 'expanded')?.value.value as boolean | undefined;
  return state;
}

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('all links are visible without the menu button', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const item of mainNav) await expect(nav.getByRole('link', { name: item.label, exact: true })).toBeVisible();
  });
});

test.describe('at 800 px', () => {
  test.use({ viewport: { width: 800, height: 900 } });

  test('the menu opens and closes with Escape, returning focus to the button', async ({ page }) => {
    await page.goto('/about');
    const button = page.getByRole('button', { name: 'Menu' });
    const links = page.getByRole('navigation', { name: 'Main' }).getByRole('link');
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('aria-controls', 'site-menu');
    await expect(links.first()).toBeHidden();
    expect(await menuExpanded(page)).toBe(false);

    await button.click();
    for (const item of mainNav) await expect(links.getByText(item.label, { exact: true })).toBeVisible();
    expect(await menuExpanded(page)).toBe(true);

    await links.getByText('Home', { exact: true }).focus();
    await page.keyboard.press('Escape');
    await expect(links.first()).toBeHidden();
    await expect(button).toBeFocused();
    expect(await menuExpanded(page)).toBe(false);
  });

  test('the menu works from the keyboard alone', async ({ page }) => {
    await page.goto('/partners');
    await page.getByRole('button', { name: 'Menu' }).focus();
    await page.keyboard.press('Enter');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Contact Us' })).toBeVisible();
    expect(await menuExpanded(page)).toBe(true);
  });

  test('choosing a link closes the menu and opens the page', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Our Programs' }).click();
    await expect(page).toHaveURL(/\/program$/);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' })).toBeHidden();
    expect(await menuExpanded(page)).toBe(false);
  });

  test('clicking outside closes the menu', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Menu' }).click();
    const partners = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Our Partners' });
    await expect(partners).toBeVisible();
    await page.locator('h1').click();
    await expect(partners).toBeHidden();
  });
});

test.describe('while the page arrives, at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, ownPage: true });

  // A browser paints a page while it is still arriving. The header's navigation
  // sits left of the search button, so a header painted before that button is
  // parsed would jump left once it comes: a layout shift.
  test('the header does not move', async ({ page, request }) => {
    const html = await (await request.get('/about')).text();
    const cut = html.indexOf('</nav>') + '</nav>'.length;
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const server = createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.write(html.slice(0, cut));
      void released.then(() => res.end(html.slice(cut)));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      await page.addInitScript(() => {
        const shifts: number[] = [];
        Object.assign(window, { shifts });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(`http://127.0.0.1:${port}/about`, { waitUntil: 'commit' });
      // Two frames: the half-parsed page has been painted.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await page.evaluate(() => document.querySelector('main'))).toBeNull();
      release();
      await page.waitForLoadState('load');
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
    } finally {
      release();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
