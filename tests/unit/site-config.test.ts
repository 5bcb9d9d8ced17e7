import { describe, expect, it } from 'vitest';
import { siteSchema } from '../../src/content/schema';
import { readOne } from '../../src/content/read';

const site = readOne('site');

describe('company details (src/content/data/site.yml)', () => {
  it('uses a fictional sample identity: example.com e-mail and a 555-01xx (fictional) phone', () => {
    expect(site.email).toMatch(/@example\.com$/);
    expect(site.phone.dial).toMatch(/^\+1\d{3}55501\d{2}$/);
    expect(new URL(site.linkedin).hostname).toBe('www.linkedin.com');
  });

  it('prints the phone number so it never wraps: no breaking space or hyphen, the digits of the number dialed', () => {
    expect(site.phone.display).not.toMatch(/[ -]/);
    expect(site.phone.display.replace(/\D/g, '')).toBe(site.phone.dial.replace(/\D/g, ''));
  });

  it.each([
    ['a malformed e-mail', { email: 'hello-at-example.com' }, 'email'],
    ['a latitude out of range', { geo: { ...site.geo, latitude: 91 } }, 'geo.latitude'],
    ['a dial number with spaces', { phone: { display: '+1 555', dial: '+1 217 555' } }, 'phone.dial'],
    ['a color that is not hex', { themeColor: 'navy' }, 'themeColor'],
  ])('rejects %s, naming the field', (_, change, field) => {
    const result = siteSchema.safeParse({ ...site, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toContain(field);
  });
});
