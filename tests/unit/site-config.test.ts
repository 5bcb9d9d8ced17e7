import { describe, expect, it } from 'vitest';
import { addressLine, site } from '../../src/config/site';

describe('site identity', () => {
  it('uses a fictional sample identity: example.com e-mail and a 555-01xx (fictional) phone', () => {
    expect(site.email).toMatch(/@example\.com$/);
    expect(site.phone.dial).toMatch(/^\+1\d{3}55501\d{2}$/);
    expect(new URL(site.linkedin).hostname).toBe('www.linkedin.com');
  });

  it('has coordinates a map can use', () => {
    expect(Math.abs(site.geo.latitude)).toBeLessThanOrEqual(90);
    expect(Math.abs(site.geo.longitude)).toBeLessThanOrEqual(180);
  });

  it('prints the address on one line', () => {
    expect(addressLine()).toBe('400 Example Avenue, Suite 1200, Springfield, IL 62701, United States');
  });
});
