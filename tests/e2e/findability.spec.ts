/**
 * Issue 11, what needs a browser: the closing button's way to the form, the
 * service pages' contents list and contact card, the footer's site map and
 * the nav's primary action. What each page's HTML alone shows, the closing
 * block and the related services, is checked over dist/
 * (tests/build/closing.test.ts, tests/build/related-services.test.ts).
 */
import { expect, test } from '../support/routePage';
import { readAll, readOne } from '../../src/content/read';
import { programs, readFolder, site } from '../support/site';

const text = readOne('pageText');
const footerLinks = readAll('footer');
const services = readFolder('services');

test.describe('the closing call to action', () => {
  test('its button opens the form with the topic chosen', async ({ page }) => {
    await page.goto('/Learningdevelopment');
    await page.locator('[data-closing]').getByRole('link', { name: text.closing.button }).click();
    await expect(page).toHaveURL(/\/contact\?topic=ld$/);
    await expect(page.getByRole('combobox', { name: 'What is it about?' })).toHaveValue('ld');
  });
});

test.describe('service pages', () => {
  test('show the summary under the title', async ({ page }) => {
    for (const s of services.slice(0, 3)) {
      await page.goto(`/${s.id}`);
      // the lead follows the h1, or the title row that holds the h1 beside the service's icon
      await expect(page.locator(':is(h1, :has(> h1)) + p')).toHaveText(s.data.summary ?? '');
    }
  });

  test('wide: the sticky contents list links land on their headings; the contact card carries the topic', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/Cybersecurity');
    const contents = page.getByRole('navigation', { name: text.contents });
    const links = contents.getByRole('link');
    const headings = page.locator('[data-prose] h2');
    await expect(links).toHaveText(await headings.allTextContents());
    await expect(links.last()).toHaveText('Pricing');
    for (let i = 0; i < (await links.count()); i++) {
      const link = links.nth(i);
      const label = (await link.textContent()) ?? '';
      await link.click();
      const heading = page.getByRole('heading', { level: 2, name: label, exact: true });
      await expect(page).toHaveURL(new RegExp(`#${await heading.getAttribute('id')}$`));
      await expect(heading).toBeInViewport();
      // Sticky: in view beside the body (near the end of the body the column ends, and scrolls away with it).
      if (i < 2) await expect(contents).toBeInViewport();
    }
    const card = page.getByRole('region', { name: text.contactCard.heading });
    await expect(card.getByRole('link', { name: text.closing.button })).toHaveAttribute(
      'href',
      '/contact?topic=Cybersecurity',
    );
    await expect(page.locator('details')).toBeHidden();
  });

  test('phone: the contents list sits collapsed under the header, and opens', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/Blockchain');
    await expect(page.getByRole('navigation', { name: text.contents })).toBeHidden();
    const details = page.locator('details');
    await expect(details).not.toHaveAttribute('open');
    const first = details.getByRole('link').first();
    await expect(first).toBeHidden();
    await details.locator('summary').click();
    const label = (await first.textContent()) ?? '';
    await first.click();
    await expect(page.getByRole('heading', { level: 2, name: label, exact: true })).toBeInViewport();
  });
});

test.describe('findability', () => {
  test('the footer site map lists the programs with their services, the company pages and the contact details', async ({
    page,
  }) => {
    await page.goto('/about');
    const map = page.locator('footer').getByRole('navigation', { name: text.footer.siteMap });
    for (const p of programs) await expect(map.locator(`a[href="${p.href}"]`)).toHaveText(p.name);
    for (const s of services) {
      await expect(map.locator(`a[href="/${s.id}"]`)).toHaveText(s.data.title);
    }
    for (const l of footerLinks)
      await expect(map.getByRole('link', { name: l.label, exact: true })).toHaveAttribute('href', l.href);
    expect(footerLinks.map((l) => l.href)).toEqual([
      '/about',
      '/program',
      '/partners',
      '/case-studies',
      '/training',
      '/insights',
      '/careers',
      '/contact',
      '/privacy',
      '/accessibility',
    ]);
    const footer = page.locator('footer');
    await expect(footer.getByRole('link', { name: site.phone.display })).toHaveAttribute(
      'href',
      `tel:${site.phone.dial}`,
    );
    await expect(footer.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    await expect(footer).toContainText(site.address.street);
  });

  test('cards show they are links: one link each, with an arrow, the whole card clickable', async ({ page }) => {
    await page.goto('/Itconsultingservices');
    const card = page.locator('#services article').first();
    await expect(card.getByRole('link')).toHaveCount(1);
    await expect(card.locator('a [aria-hidden="true"]')).toHaveText('→');
    const href = await card.getByRole('link').getAttribute('href');
    const box = await card.boundingBox();
    if (!box || !href) throw new Error('no card, or a card without its link');
    await page.mouse.click(box.x + 10, box.y + 10); // a corner, far from the link's text
    await expect(page).toHaveURL(new URL(href, page.url()).href);
  });

  test('at 960 px and wider, Contact Us reads as the primary action; the links keep their order', async ({ page }) => {
    const items = readAll('nav');
    /** A menu item's label, found by the page it opens (the owner may rename it). */
    const labelOf = (href: string) => {
      const item = items.find((i) => i.href === href);
      if (!item) throw new Error(`src/content/data/nav.yml: no item for ${href}`);
      return item.label;
    };
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const contact = nav.getByRole('link', { name: labelOf('/contact') });
    const about = nav.getByRole('link', { name: labelOf('/about') });
    const fill = (l: typeof contact) => l.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await fill(about)).toBe('rgba(0, 0, 0, 0)');
    expect(await fill(contact)).not.toBe('rgba(0, 0, 0, 0)');
    await expect(nav.getByRole('link')).toHaveText(items.map((i) => i.label));
  });
});
