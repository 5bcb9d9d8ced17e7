/**
 * What a screen reader hears, kept as accessibility-tree snapshots: the
 * header, the open menu, a form with its errors, the filters and the search
 * results. Each snapshot is written here and its words are read from the
 * content, so an owner's edit of a label passes, while a change of what the
 * tree holds (a role, a name's form, an element more or less, an error no
 * longer tied to its field) fails the test and shows in review.
 * `/children: equal` or `deep-equal` make a snapshot exact: without them a
 * snapshot only asks that its nodes be there.
 */
import { expect, test, type Page } from '../support/routePage';
import { PHONE } from '../support/axe';
import { careersText, nav, onSiteRole, site } from '../support/site';
import { readWords } from '../support/forms';
import { contactForm } from '../../src/lib/forms/contactForm';
import { countText } from '../../src/lib/forms/engine';
import { fill } from '../../src/lib/utils/fill';
import { readOne } from '../../src/content/read';

/** A name in a snapshot, quoted as YAML reads it. */
const q = (text: string) => JSON.stringify(text);
const search = readOne('search');
const contact = readWords('contact');
const note = contact.note ?? { text: '', link: '' };

/** The header as it is heard; at phone width the Menu button comes first in the navigation. */
const header = (menuButton: boolean) => `
- /children: deep-equal
- banner:
  - link ${q(`${site.shortName}, home page`)}:
    - /url: /
    - text: ${q(site.shortName)}
  - navigation "Main":${menuButton ? '\n    - button "Menu"' : ''}
    - list:
${nav.map((item) => `      - listitem:\n        - link ${q(item.label)}:\n          - /url: ${item.href}`).join('\n')}
  - button ${q(search.button)}
`;

test('the header at 1280 px', async ({ page }) => {
  await page.goto('/about');
  await expect(page.locator('body > header')).toMatchAriaSnapshot(header(false));
});

test('the header and its open menu at 390 px', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/about');
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.locator('body > header')).toMatchAriaSnapshot(header(true));
});

/** Reaches for the contact form (it hydrates on interaction) and sends it empty. */
async function sendEmptyContactForm(page: Page) {
  await page.goto('/contact');
  await page.locator('astro-island form').hover();
  await expect(page.locator('astro-island form')).toHaveAttribute('novalidate', '');
  await page.getByRole('button', { name: contact.submit }).click();
}

test('the contact form with its four errors', async ({ page }) => {
  await sendEmptyContactForm(page);
  const f = contact.fields;
  const required = (key: 'name' | 'email' | 'phone' | 'message') => {
    const { label, hint } = f[key]!;
    // A field's hint sits between its label and its box, its limit filled in.
    const hinted = hint ? `\n- paragraph: ${q(fill(hint, { max: countText(contactForm.fields[key].maxLength) }))}` : '';
    return `- text: ${q(label)}${hinted}\n- textbox ${q(label)} [invalid]\n- paragraph: ${q(`${label} is required`)}`;
  };
  await expect(page.locator('main form')).toMatchAriaSnapshot(`
- /children: equal
${required('name')}
${required('email')}
${required('phone')}
- text: ${q(f['topic']!.label)}
- paragraph: ${q(f['topic']!.hint ?? '')}
- combobox ${q(f['topic']!.label)}
${required('message')}
- button ${q(contact.submit)}
- paragraph:
  - text: ${q(note.text)}
  - link ${q(note.link)}
- status
`);
  // Each message is the description of its field, so it is heard with the field.
  await expect(page.getByRole('textbox', { name: f['name']!.label, exact: true })).toHaveAccessibleDescription(
    `${f['name']!.label} is required`,
  );
});

test('the filters of the open roles', async ({ page }) => {
  await page.goto('/careers');
  await page.locator('#open-roles').scrollIntoViewIfNeeded();
  await expect(page.locator('#open-roles astro-island')).not.toHaveAttribute('ssr', /.*/);
  const c = careersText;
  const select = (label: string) => `  - combobox ${q(label)}:\n    - option ${q(c.filterAllOption)} [selected]`;
  // The legend and the first label are read as one run of text before the first list.
  await expect(page.getByRole('group', { name: c.filtersLegend })).toMatchAriaSnapshot(`
- group ${q(c.filtersLegend)}:
  - /children: equal
  - text: ${q(`${c.filtersLegend} ${c.filterDomainLabel}`)}
${select(c.filterDomainLabel)}
  - text: ${q(c.filterTypeLabel)}
${select(c.filterTypeLabel)}
  - text: ${q(c.filterWorkplaceLabel)}
${select(c.filterWorkplaceLabel)}
`);
});

test('the search results: kind, linked heading, excerpt, count heard first', async ({ page }) => {
  // A role's city: a word the results mark in a role's excerpt.
  const city = onSiteRole?.data.location?.city;
  if (!city) throw new Error('no open role at a place in the test build');
  await page.goto(`/search?q=${encodeURIComponent(city.toLowerCase())}`);
  await expect(page.locator('[data-search-results] li').first()).toBeVisible();
  await expect(page.locator('main')).toMatchAriaSnapshot(`
- status: /\\d+ results? for “${RegExp.escape(city.toLowerCase())}”/
- list:
  - listitem:
    - paragraph: ${q(search.kinds.role)}
    - heading /.+/ [level=2]:
      - link /.+/
    - paragraph:
      - mark: /${RegExp.escape(city)}/
`);
});
