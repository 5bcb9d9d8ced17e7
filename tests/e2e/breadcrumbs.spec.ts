import { expect, test } from '../support/routePage';
import { allRoutes, categories, programsCrumb, site } from '../support/site';

const routes = allRoutes();

for (const route of routes.filter((r) => r.kind === 'service' || r.kind === 'category')) {
  test(`${route.path} has the breadcrumb of its place in the site`, async ({ routePage: page }) => {
    await page.goto(route.path);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    const links = crumbs.getByRole('link');
    const expected = [
      { label: 'Home', href: '/' },
      programsCrumb,
      ...(route.category ? [categories[route.category]] : []),
    ];
    await expect(links).toHaveCount(expected.length);
    for (const [i, crumb] of expected.entries()) {
      await expect(links.nth(i)).toHaveText(crumb.label);
      await expect(links.nth(i)).toHaveAttribute('href', crumb.href);
    }
    await expect(links.first()).toHaveAttribute('title', `Back to ${site.name} home page`);
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText(route.h1);
  });
}

test('the IT parent goes to the IT category, the L&D parent to the L&D category', async ({ page }) => {
  await page.goto('/Cybersecurity');
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'IT Consulting & Services' })
    .click();
  await expect(page).toHaveURL(/\/Itconsultingservices$/);
  await expect(page.locator('h1')).toHaveText('IT Consulting & Services');

  await page.goto('/Assessments');
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'Learning & Development Services' })
    .click();
  await expect(page).toHaveURL(/\/Learningdevelopment$/);

  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Our Programs' }).click();
  await expect(page).toHaveURL(/\/program$/);
});

test('category pages list their services with Read More links', async ({ page }) => {
  for (const [category, count] of [
    ['it', 11],
    ['ld', 9],
  ] as const) {
    await page.goto(categories[category].href);
    const more = page.getByRole('link', { name: /^Read More about / });
    await expect(more).toHaveCount(count);
    const targets = routes.filter((r) => r.category === category).map((r) => r.path);
    const hrefs = await more.evaluateAll((els) => els.map((el) => el.getAttribute('href')));
    expect(hrefs.sort()).toEqual(targets.sort());
  }
  await page.getByRole('link', { name: 'Read More about Assessments' }).click();
  await expect(page).toHaveURL(/\/Assessments$/);
});
