import { expect, test, type Page } from '../support/routePage';
import { capabilities, partners } from '../support/site';
import { readOne } from '../../src/content/read';

/** What the carousel says of slide `n` (counted from 1, past the last from the first again): "2 of 6: Robotics". */
const slideName = (n: number): string => {
  const i = (n - 1) % capabilities.length;
  return `${i + 1} of ${capabilities.length}: ${capabilities[i]?.name}`;
};
const LAST = capabilities.length;
const carousel = (page: Page) => page.locator('[aria-roledescription="carousel"]');
const status = (page: Page) => carousel(page).locator('[aria-live="polite"]');
const trackLeft = (page: Page) =>
  carousel(page)
    .locator('[tabindex="0"]')
    .evaluate((el) => el.scrollLeft);

for (const path of ['/', '/program']) {
  test.describe(`capabilities carousel on ${path}`, () => {
    test('is a labelled carousel with a slide for each staffing domain, named "N of M", holding every group and role', async ({
      page,
    }) => {
      await page.goto(path);
      await expect(carousel(page)).toHaveAttribute('aria-label', /.+/);
      const slides = carousel(page).locator('[aria-roledescription="slide"]');
      await expect(slides).toHaveCount(capabilities.length);
      for (const [i, group] of capabilities.entries()) {
        const slide = slides.nth(i);
        await expect(slide).toHaveAttribute('role', 'group');
        await expect(slide).toHaveAttribute('aria-label', `${i + 1} of ${capabilities.length}`);
        await expect(slide.getByRole('heading')).toHaveText(group.name);
        for (const role of group.roles) await expect(slide.getByText(role, { exact: true })).toBeAttached();
      }
    });

    test('Next and Previous move the slides and name the current one', async ({ page }) => {
      await page.goto(path);
      const next = page.getByRole('button', { name: 'Next slide' });
      const prev = page.getByRole('button', { name: 'Previous slide' });
      await expect(status(page)).toHaveText(slideName(1));
      await next.click();
      await expect(status(page)).toHaveText(slideName(2));
      await expect.poll(() => trackLeft(page)).toBeGreaterThan(0);
      await prev.click();
      await expect(status(page)).toHaveText(slideName(1));
      await expect.poll(() => trackLeft(page)).toBe(0);
      await prev.click(); // wraps around to the last slide
      await expect(status(page)).toHaveText(slideName(LAST));
    });

    test('the buttons are at least 24×24 px and work from the keyboard', async ({ page }) => {
      await page.goto(path);
      const next = page.getByRole('button', { name: 'Next slide' });
      const box = await next.boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(24);
      expect(box?.height).toBeGreaterThanOrEqual(24);
      await next.focus();
      await page.keyboard.press('Enter');
      await expect(status(page)).toHaveText(slideName(2));
      await page.keyboard.press('Space');
      await expect(status(page)).toHaveText(slideName(3));
    });

    test('the slide row scrolls with the arrow keys', async ({ page }) => {
      await page.goto(path);
      await carousel(page).locator('[tabindex="0"]').focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => trackLeft(page)).toBeGreaterThan(0);
    });
  });
}

test.describe("with the page's timers held", () => {
  test.use({ ownPage: true });

  test('after Previous wraps to the last slide, a settle read on the way does not change which slide is named', async ({
    page,
  }) => {
    // A busy phone runs the script's timers late or early against the scroll: here its timers wait
    // for the test, which runs them while the row is still on its way to the end.
    await page.clock.install();
    await page.goto('/');
    await expect(status(page)).toHaveText(slideName(1));
    await page.getByRole('button', { name: 'Previous slide' }).click();
    await expect.poll(() => trackLeft(page), { intervals: [10] }).toBeGreaterThan(0);
    await page.clock.runFor(500);
    await expect(status(page)).toHaveText(slideName(LAST));
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('all six groups are readable and no dead buttons show', async ({ page }) => {
    await page.goto('/');
    for (const group of capabilities) await expect(page.getByRole('heading', { name: group.name })).toBeAttached();
    await expect(page.getByRole('button', { name: 'Next slide' })).toBeHidden();
    await expect(page.getByRole('button', { name: /Pause/ })).toBeHidden();
  });
});

test.describe('partner marquee', () => {
  const marquee = (page: Page) => page.locator('[data-marquee]');
  const playState = (page: Page) =>
    marquee(page)
      .locator('[data-marquee-track]')
      .evaluate((el) => getComputedStyle(el).animationPlayState);
  // The button's name changes between Pause and Play; this finds it either way.
  const toggle = (page: Page) => marquee(page).locator('button[data-marquee-toggle]');

  test('shows every partner once to assistive technology; loop copies are hidden', async ({ page }) => {
    await page.goto('/');
    const visible = marquee(page).locator('ul:not([aria-hidden="true"]) img');
    await expect(visible).toHaveCount(partners.length);
    const alts = await visible.evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt')));
    expect(new Set(alts).size).toBe(new Set(partners.map((p) => p.name)).size);
    expect(alts.sort()).toEqual(partners.map((p) => p.name).sort());
    const copies = marquee(page).locator('ul[aria-hidden="true"] img');
    await expect(copies).toHaveCount(partners.length);
    for (const alt of await copies.evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt')))) expect(alt).toBe('');
  });

  test('moves at 200 px/s and its button pauses and plays it', async ({ page }) => {
    await page.goto('/');
    const track = marquee(page).locator('[data-marquee-track]');
    const duration = await track.evaluate((el) => parseFloat(getComputedStyle(el).animationDuration));
    const loop = await marquee(page)
      .locator('ul')
      .first()
      .evaluate((el) => el.getBoundingClientRect().width);
    expect(loop / duration).toBeCloseTo(200, 0);
    expect(await playState(page)).toBe('running');
    await page.getByRole('button', { name: 'Pause partner logo animation' }).click();
    await page.mouse.move(0, 0); // hover and focus also pause: take them away to test the button alone
    await toggle(page).blur();
    expect(await playState(page)).toBe('paused');
    await expect(page.getByRole('button', { name: 'Play partner logo animation' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByRole('button', { name: 'Play partner logo animation' }).click();
    await page.mouse.move(0, 0);
    await toggle(page).blur();
    expect(await playState(page)).toBe('running');
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'false');
  });

  test('pauses on hover and on keyboard focus', async ({ page }) => {
    await page.goto('/');
    await marquee(page).locator('[data-marquee-track]').locator('..').hover(); // the still viewport, not a moving logo
    expect(await playState(page)).toBe('paused');
    await page.mouse.move(0, 0);
    expect(await playState(page)).toBe('running');
    await toggle(page).focus();
    expect(await playState(page)).toBe('paused');
  });

  test('does not move under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const name = await marquee(page)
      .locator('[data-marquee-track]')
      .evaluate((el) => getComputedStyle(el).animationName);
    expect(name).toBe('none');
    await expect(marquee(page).locator('ul[aria-hidden="true"]')).toBeHidden();
  });
});

test.describe('partners gallery', () => {
  test("shows every partner's logo, five to a row at 1280 px", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/partners');
    const items = page.locator('main li:has(img)');
    await expect(items).toHaveCount(partners.length);
    const tops = await items.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
    expect(tops.filter((t) => t === tops[0])).toHaveLength(Math.min(5, partners.length));
    for (const alt of await page.locator('main img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt')))) {
      expect(alt?.length).toBeGreaterThan(2);
    }
  });

  test('uses fewer columns on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/partners');
    const tops = await page
      .locator('main li:has(img)')
      .evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
    expect(tops.filter((t) => t === tops[0]).length).toBeLessThan(5);
  });
});

test.describe('hero and images', () => {
  test('the hero has the headline, the call to action and a sized visual drawn inline, in the first view', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Explore more' })).toHaveAttribute('href', '/program');
    // Inline SVG, not an <img>: the largest picture on the page costs no second request.
    const visual = page.locator('main svg[viewBox="0 0 480 360"]');
    await expect(visual).toHaveAttribute('aria-hidden', 'true');
    const box = await visual.boundingBox();
    expect(box?.width, 'hero visual width').toBeGreaterThan(200);
    expect(Math.round(((box?.height ?? 0) / (box?.width ?? 1)) * 100), 'aspect ratio 480:360').toBe(75);
    expect((box?.y ?? Infinity) + (box?.height ?? 0), 'inside the first 800 px').toBeLessThanOrEqual(800);
  });

  test('the program cards link to the three programs; the learning card also to the course catalog', async ({
    page,
  }) => {
    await page.goto('/');
    const cards = page.locator('#programs-heading ~ ul article');
    await expect(cards).toHaveCount(3);
    for (const [i, href] of ['/Itconsultingservices', '/Staffingservices', '/Learningdevelopment'].entries()) {
      await expect(cards.nth(i).getByRole('heading').getByRole('link')).toHaveAttribute('href', href);
    }
    await expect(cards.nth(0).getByRole('link')).toHaveCount(1);
    await expect(cards.nth(1).getByRole('link')).toHaveCount(1);
    const catalog = cards.nth(2).getByRole('link', { name: readOne('training').coursesLink });
    await expect(catalog).toHaveAttribute('href', '/training');
    await catalog.click();
    await expect(page).toHaveURL(/\/training$/);
  });
});
