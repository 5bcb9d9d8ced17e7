/**
 * Issue 11: the closing call to action on every page, the contact button's
 * topic, the service pages' contents list, contact card and related
 * services, the footer's site map and the nav's primary action.
 */
import { expect, test } from '../support/routePage';
import { readAll, readOne } from '../../src/content/read';
import { GENERAL_APPLICATION_PATH, TRAINING_PATH } from '../../src/lib/site/routes';
import {
  allRoutes,
  articles,
  careersText,
  caseStudies,
  courses,
  people,
  programs,
  readFolder,
  site,
  trainingText,
} from '../support/site';

const text = readOne('pageText');
const footerLinks = readAll('footer');
const services = readFolder('services');
const pages = new Map(readFolder('pages').map((p) => [p.id, p]));
const routes = allRoutes();

/** The closing block each route must end with: its heading and the topic its button carries. */
function expectedClosing(route: (typeof routes)[number]): { heading: string; topic: string | null } {
  if (route.kind === 'service') {
    const id = route.path.slice(1);
    return { heading: `Talk to us about ${route.h1}`, topic: id };
  }
  if (route.path === GENERAL_APPLICATION_PATH) return { heading: careersText.generalClosing.heading, topic: 'careers' };
  if (route.path.startsWith('/careers/')) return { heading: text.closing.role.heading, topic: 'careers' };
  const study = caseStudies.find((c) => c.path === route.path);
  if (study) return { heading: text.closing.caseStudy.heading, topic: study.data.program };
  const course = courses.find((c) => c.path === route.path);
  if (course) return { heading: trainingText.courseClosing.heading, topic: course.data.services[0] ?? null };
  const closingOf = (id: string) => (pages.get(id)?.data as { closing?: { heading: string } } | undefined)?.closing;
  // An article ends with its main service's invitation; a person's page with /about's, topic their first service.
  const article = articles.find((a) => a.path === route.path);
  if (article) {
    const main = services.find((s) => s.id === article.data.services[0]);
    const heading = main?.data.closing?.heading ?? `Talk to us about ${main?.data.title ?? ''}`;
    return { heading, topic: main?.id ?? null };
  }
  const person = people.find((p) => p.path === route.path);
  if (person) return { heading: closingOf('about')?.heading ?? '', topic: person.data.services[0] ?? null };
  if (route.path.startsWith('/insights/')) return { heading: closingOf('insights')?.heading ?? '', topic: null };
  const id = route.path === '/' ? 'home' : route.path.slice(1);
  const heading = (pages.get(id)?.data as { closing?: { heading: string } } | undefined)?.closing?.heading ?? '';
  const program = programs.find((p) => p.href === route.path);
  const topic = program
    ? program.id
    : route.path === '/careers'
      ? 'careers'
      : route.path === TRAINING_PATH
        ? 'ld'
        : null;
  return { heading, topic };
}

test.describe('the closing call to action', () => {
  for (const route of routes.filter((r) => r.path !== '/contact')) {
    test(`${route.path} ends with it, its button leading to the form with the page's topic`, async ({
      routePage: page,
    }) => {
      const { heading, topic } = expectedClosing(route);
      expect(heading, 'a heading in the content').not.toBe('');
      await page.goto(route.path);
      const closing = page.getByRole('complementary', { name: heading });
      await expect(closing).toHaveCount(1);
      await expect(closing).toHaveAttribute('data-closing');
      await expect(page.locator('main > :last-child'), 'last in the main content').toHaveAttribute('data-closing');
      await expect(closing.getByRole('heading', { level: 2 })).toHaveText(heading);
      await expect(closing.getByRole('link', { name: site.phone.display })).toHaveAttribute(
        'href',
        `tel:${site.phone.dial}`,
      );
      await expect(closing.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
      const button = closing.getByRole('link', { name: text.closing.button });
      await expect(button).toHaveAttribute('href', topic ? `/contact?topic=${topic}` : '/contact');
    });
  }

  test('/contact has none, and the 404 page has one', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.locator('[data-closing]')).toHaveCount(0);
    await page.goto('/no-such-page');
    await expect(page.locator('[data-closing]')).toHaveCount(1);
  });

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

  for (const s of services) {
    test(`/${s.id} suggests two or three services of its own category, and the category`, async ({
      routePage: page,
    }) => {
      await page.goto(`/${s.id}`);
      const related = page.getByRole('region', { name: text.related.heading });
      const cards = related.locator('article');
      const count = await cards.count();
      expect(count).toBeGreaterThanOrEqual(2);
      expect(count).toBeLessThanOrEqual(3);
      for (let i = 0; i < count; i++) {
        const href = (await cards.nth(i).getByRole('link').getAttribute('href')) ?? '';
        const other = services.find((o) => `/${o.id}` === href);
        expect(other?.data.category, href).toBe(s.data.category);
        expect(href).not.toBe(`/${s.id}`);
        await expect(cards.nth(i)).toContainText(other?.data.summary ?? '-');
      }
      const program = programs.find((p) => p.id === s.data.category);
      await expect(related.getByRole('link', { name: `All ${program?.name}` })).toHaveAttribute(
        'href',
        program?.href ?? '',
      );
    });
  }
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
    const box = await card.boundingBox();
    if (!box) throw new Error('no card');
    await page.mouse.click(box.x + 10, box.y + 10); // a corner, far from the link's text
    await expect(page).toHaveURL(/\/Artificialintelligence$/);
  });

  test('category pages have at most two paragraphs before the cards', async ({ page }) => {
    for (const path of ['/Itconsultingservices', '/Learningdevelopment']) {
      await page.goto(path);
      await expect(page.locator('[data-prose] p')).toHaveCount(2);
      await expect(page.locator('[data-prose] h2')).toHaveCount(0);
    }
  });

  test('at 960 px and wider, Contact Us reads as the primary action; the links keep their order', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const contact = nav.getByRole('link', { name: 'Contact Us' });
    const about = nav.getByRole('link', { name: 'About Us' });
    const fill = (l: typeof contact) => l.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await fill(about)).toBe('rgba(0, 0, 0, 0)');
    expect(await fill(contact)).not.toBe('rgba(0, 0, 0, 0)');
    await expect(nav.getByRole('link')).toHaveText([
      'Home',
      'About Us',
      'Our Programs',
      'Our Partners',
      'Careers',
      'Contact Us',
    ]);
  });
});
