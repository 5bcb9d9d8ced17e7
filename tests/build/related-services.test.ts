/**
 * Issue 11: each service page suggests two or three services of its own
 * category, and the category itself, read from dist/ (service pages run no
 * script, so their HTML is the page).
 */
import { describe, expect, it } from 'vitest';
import { readOne } from '../../src/content/read';
import { linksIn, normalise, readBuilt } from '../support/dist';
import { programs, readFolder } from '../support/site';

const text = readOne('pageText');
const services = readFolder('services');

describe.each(services.map((s) => [`/${s.id}`, s] as const))('the related services of %s', (path, service) => {
  const page = readBuilt(path);
  const heading = page.querySelectorAll('h2').find((h) => normalise(h.textContent) === text.related.heading);
  const related = page.querySelector(`section[aria-labelledby="${heading?.id}"]`);

  it('are a region named by its heading', () => {
    expect(heading?.id).toBeTruthy();
    expect(related).not.toBeNull();
  });

  it('are two or three other services of its category, each with its summary', () => {
    const cards = related?.querySelectorAll('article') ?? [];
    expect(cards.length).toBeGreaterThanOrEqual(2);
    expect(cards.length).toBeLessThanOrEqual(3);
    for (const card of cards) {
      const links = linksIn(card);
      expect(links).toHaveLength(1);
      const href = links[0]?.href ?? '';
      const other = services.find((o) => `/${o.id}` === href);
      expect(other?.data.category, href).toBe(service.data.category);
      expect(href).not.toBe(path);
      expect(normalise(card.textContent)).toContain(normalise(other?.data.summary ?? '-'));
    }
  });

  it('link to all the services of its category', () => {
    const program = programs.find((p) => p.id === service.data.category);
    const all = linksIn(related).filter((l) => l.text === `All ${program?.name}`);
    expect(all.map((l) => l.href)).toEqual([program?.href]);
  });
});
