/** Each service shows the icon its front matter chose: on its card and in its page header (issue 12). */
import { describe, expect, it } from 'vitest';
import { SERVICE_ICONS } from '../../src/content/schema';
import { readBuilt, normalise } from '../support/dist';
import { categories, readFolder } from '../support/site';

const services = readFolder('services');

describe('service icons', () => {
  it('every service names one of the allowed icons', () => {
    for (const s of services) expect(SERVICE_ICONS, s.file).toContain(s.data.icon);
  });

  it.each(services.map((s) => [s.id, s]))('%s: its card carries its icon, hidden from assistive technology', (_, s) => {
    const page = readBuilt(categories[s.data.category ?? 'it'].href);
    const card = page
      .querySelectorAll('#services article')
      .find((a) => normalise(a.querySelector('h3')?.textContent ?? '') === s.data.title);
    expect(card, `a card titled ${s.data.title}`).toBeTruthy();
    const icon = card?.querySelector(`svg[data-icon="${s.data.icon}"]`);
    expect(icon, `${s.data.title}: svg[data-icon="${s.data.icon}"]`).toBeTruthy();
    expect(icon?.getAttribute('aria-hidden')).toBe('true');
    // The drawing itself is there, not an empty placeholder.
    expect(icon?.querySelectorAll('path, circle, rect, line, polyline').length).toBeGreaterThan(0);
  });

  it.each(services.map((s) => [s.id, s]))('%s: its page header shows the same icon beside the h1', (id, s) => {
    const page = readBuilt(`/${id}`);
    const h1 = page.querySelector('h1');
    expect(normalise(h1?.textContent ?? '')).toBe(s.data.title);
    expect(h1?.parentNode?.querySelector(`svg[data-icon="${s.data.icon}"][aria-hidden="true"]`)).toBeTruthy();
  });
});
