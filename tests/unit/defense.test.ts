import { describe, expect, it } from 'vitest';
import {
  analyticsOrigins,
  analyticsSettings,
  isLoopback,
  pathsOnly,
  PLAUSIBLE_ENDPOINT,
  visitorOptedOut,
  withoutQuery,
} from '../../src/lib/analytics/tracker';
import { sentEvent } from '../../src/lib/analytics/events';
import { deferModuleScripts, loaderFor } from '../../src/lib/performance/deferScript';
import { recaptchaScriptUrl, recaptchaSources, timeLeft } from '../../src/lib/forms/spamDefense';

describe('analyticsSettings and the origins the CSP gains', () => {
  it.each([
    [{}, null, []],
    [{ PUBLIC_ANALYTICS_DOMAIN: '  ' }, null, []],
    [
      { PUBLIC_ANALYTICS_DOMAIN: 'example.com' },
      { domain: 'example.com', endpoint: PLAUSIBLE_ENDPOINT },
      ['https://plausible.io'],
    ],
    [
      { PUBLIC_ANALYTICS_DOMAIN: 'example.com', PUBLIC_ANALYTICS_ENDPOINT: 'https://stats.example.com/api/event' },
      { domain: 'example.com', endpoint: 'https://stats.example.com/api/event' },
      ['https://stats.example.com'],
    ],
    [{ PUBLIC_ANALYTICS_DOMAIN: 'example.com', PUBLIC_ANALYTICS_ENDPOINT: 'ftp://stats.example.com' }, null, []],
    [{ PUBLIC_ANALYTICS_ENDPOINT: 'https://stats.example.com/api/event' }, null, []],
  ])('%j → %j, %j', (env, settings, origins) => {
    expect(analyticsSettings(env)).toEqual(settings);
    expect(analyticsOrigins(env)).toEqual(origins);
  });
});

describe('what a count carries', () => {
  it.each([
    ['https://example.com/contact?topic=Cybersecurity&course=x#form', 'https://example.com/contact'],
    ['https://example.com/', 'https://example.com/'],
    ['not a url', null],
    [null, null],
    ['', null],
  ])('withoutQuery(%j) is %j', (url, expected) => expect(withoutQuery(url)).toBe(expected));

  it('drops the query from the page and the referrer, keeps the rest', () => {
    expect(
      pathsOnly({
        n: 'pageview',
        u: 'https://a.example/contact?topic=it',
        d: 'a.example',
        r: 'https://b.example/?q=me',
      }),
    ).toEqual({ n: 'pageview', u: 'https://a.example/contact', d: 'a.example', r: 'https://b.example/' });
    expect(pathsOnly({ n: 'pageview', u: 'nonsense' })).toBeNull();
  });

  it.each([
    [{}, false],
    [{ doNotTrack: '0' }, false],
    [{ doNotTrack: null, globalPrivacyControl: false }, false],
    [{ doNotTrack: '1' }, true],
    [{ globalPrivacyControl: true }, true],
  ])('visitorOptedOut(%j) is %s', (nav, expected) => expect(visitorOptedOut(nav)).toBe(expected));

  it.each([
    ['contact', false, 'contact sent'],
    ['contact', true, 'seat requested'],
    ['application', false, 'application sent'],
  ])('a delivered %s form (session: %s) counts as %j', (form, session, name) =>
    expect(sentEvent(form, session)).toBe(name),
  );

  it.each([
    ['http://127.0.0.1:8788/api/event', true],
    ['http://localhost/api/event', true],
    ['https://plausible.io/api/event', false],
  ])('isLoopback(%j) is %s', (url, expected) => expect(isLoopback(url)).toBe(expected));
});

describe('the minimum time and reCAPTCHA', () => {
  it.each([
    [1000, 2000, 3000, 2000],
    [1000, 3999, 3000, 1],
    [1000, 4000, 3000, 0],
    [1000, 60_000, 3000, 0],
    [null, 99_999, 3000, 3000],
    [null, 0, 0, 0],
    [1000, 1001, 0, 0],
  ])('first use %s, submit %s, minimum %s: held %s ms', (first, now, min, expected) =>
    expect(timeLeft(first, now, min)).toBe(expected),
  );

  it('loads the script for explicit rendering, with its callback, and no key in the address', () => {
    const url = new URL(recaptchaScriptUrl('cb'));
    expect(url.origin + url.pathname).toBe('https://www.google.com/recaptcha/api.js');
    expect(Object.fromEntries(url.searchParams)).toEqual({ onload: 'cb', render: 'explicit' });
  });

  it("adds Google's sources to the policy only with a site key", () => {
    expect(recaptchaSources(undefined)).toEqual({ script: [], frame: [] });
    expect(recaptchaSources(' ')).toEqual({ script: [], frame: [] });
    expect(recaptchaSources('key').script).toContain('https://www.gstatic.com/recaptcha/');
    expect(recaptchaSources('key').frame).toContain('https://www.google.com/recaptcha/');
  });
});

describe('deferModuleScripts', () => {
  const page = (body: string) => `<html><head></head><body>${body}</body></html>`;

  it('turns the named module script into an inline loader that imports it after load', () => {
    const html = page('<script type="module" src="/_astro/AnalyticsScript.astro_x.js"></script>');
    expect(deferModuleScripts(html, ['AnalyticsScript.astro'])).toBe(
      page(`<script type="module">${loaderFor('/_astro/AnalyticsScript.astro_x.js')}</script>`),
    );
    expect(loaderFor('/a.js')).toContain('import("/a.js")');
    expect(loaderFor('/a.js')).toContain('addEventListener("load"');
  });

  it('leaves every other script as it is', () => {
    const html = page('<script type="module" src="/_astro/MapScript.js"></script><script>go()</script>');
    expect(deferModuleScripts(html, ['AnalyticsScript.astro'])).toBe(html);
  });
});
