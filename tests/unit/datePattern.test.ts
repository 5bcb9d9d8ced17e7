import { describe, expect, it } from 'vitest';
import { datesFromPattern } from '../../src/lib/cms/datePattern';

describe('date filters of the editor', () => {
  const { open, closed } = datesFromPattern('2026-11-24');
  it.each([
    ['2026-11-24', true],
    ['2026-11-25', true],
    ['2026-11-30', true],
    ['2026-12-01', true],
    ['2027-01-01', true],
    ['2100-01-01', true],
    ['2026-11-23', false],
    ['2026-10-31', false],
    ['2025-12-31', false],
    ['1999-12-31', false],
  ])('%s is open: %s', (date, isOpen) => {
    expect(new RegExp(open).test(date)).toBe(isOpen);
    expect(new RegExp(closed).test(date)).toBe(!isOpen);
  });

  it('refuses a day that is not YYYY-MM-DD', () => {
    expect(() => datesFromPattern('24/11/2026')).toThrow(/YYYY-MM-DD/);
  });
});
