/** What the Firefox and WebKit drivers (scripts/lib/engines.mjs) take for a script cut short by a navigation. */
import { describe, expect, it } from 'vitest';
import { unloadedDuring } from '../../scripts/lib/engines.mjs';

describe('unloadedDuring', () => {
  it.each([
    ['WebKit (Selenium)', 'NoSuchFrameError: Callback was not called before the unload event.', true],
    ['Firefox (Puppeteer)', 'Error: Execution context was destroyed, most likely because of a navigation.', true],
    ['a script that threw', 'Error: TypeError: field is null', false],
    ['a lost session', 'NoSuchSessionError: Tried to run command without establishing a connection', false],
  ])('%s: %s → %s', (_, message, expected) => {
    expect(unloadedDuring(new Error(message))).toBe(expected);
  });
});
