import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync } from 'node:fs';
import { readOne, readSource } from '../../src/content/read';
import { sourceFolders, sources } from '../../src/content/sources';
import { fill } from '../../src/lib/utils/fill';
import { jobSchema } from '../../src/content/schema';
import { parseBuildDate } from '../../src/lib/site/buildDate';
import { applyMailto } from '../../src/lib/careers/applyMailto';
import {
  applySubject,
  countText,
  formatDay,
  formatPay,
  isOpen,
  newestFirst,
  placeOf,
  roleSummary,
} from '../../src/lib/careers/jobs';

const text = readOne('careers');
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe('open or closed on the build date', () => {
  const role = { posted: day('2026-11-01'), closes: day('2026-11-30') };
  it('is open from the posting day through the closing day', () => {
    expect(isOpen(role, '2026-11-01')).toBe(true);
    expect(isOpen(role, '2026-11-15')).toBe(true);
    expect(isOpen(role, '2026-11-30')).toBe(true);
  });
  it('is closed after the closing day, and not yet open before the posting day', () => {
    expect(isOpen(role, '2026-12-01')).toBe(false);
    expect(isOpen(role, '2026-10-31')).toBe(false);
  });
});

describe('BUILD_DATE', () => {
  it('takes a YYYY-MM-DD date', () => {
    expect(parseBuildDate('2026-11-22')).toBe('2026-11-22');
    expect(parseBuildDate(' 2026-11-22 ')).toBe('2026-11-22');
  });
  it('defaults to today (UTC)', () => {
    expect(parseBuildDate(undefined, new Date('2027-01-05T23:30:00Z'))).toBe('2027-01-05');
    expect(parseBuildDate('', new Date('2027-01-05T10:00:00Z'))).toBe('2027-01-05');
  });
  it('stops the build on anything else, naming the variable', () => {
    for (const bad of ['22/11/2026', '2026-02-30', '2026-11-22T10:00', 'today']) {
      expect(() => parseBuildDate(bad), bad).toThrow(/BUILD_DATE/);
    }
  });
});

describe('pay, place and dates as the site writes them', () => {
  it('formats an hourly range with an en dash', () => {
    expect(formatPay({ min: 42, max: 54, currency: 'USD', unit: 'HOUR' }, text.payUnits)).toBe('$42–$54 an hour');
  });
  it('groups thousands for a yearly salary, and writes one figure when min = max', () => {
    expect(formatPay({ min: 165000, max: 195000, currency: 'USD', unit: 'YEAR' }, text.payUnits)).toBe(
      '$165,000–$195,000 a year',
    );
    expect(formatPay({ min: 450, max: 450, currency: 'USD', unit: 'DAY' }, text.payUnits)).toBe('$450 a day');
    expect(formatPay({ min: 26.5, max: 29, currency: 'USD', unit: 'HOUR' }, text.payUnits)).toBe('$26.50–$29 an hour');
  });
  it('names the city and state, or the region of a remote role', () => {
    expect(placeOf({ location: { city: 'Peoria', region: 'IL', postalCode: '61602' } })).toBe('Peoria, IL');
    expect(placeOf({ remoteRegion: 'United States' })).toBe('United States');
  });
  it('writes the date of the content, not shifted by a time zone', () => {
    expect(formatDay(day('2026-11-03'))).toBe('November 3, 2026');
  });
  it('counts roles in words', () => {
    expect(countText(1, text)).toBe('1 open role');
    expect(countText(0, text)).toBe('0 open roles');
    expect(countText(7, text)).toBe('7 open roles');
  });
  it('fills placeholders and leaves unknown ones', () => {
    expect(fill('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });
});

describe('the list of roles', () => {
  it('sorts newest first', () => {
    const roles = [
      { title: 'B', posted: day('2026-10-01') },
      { title: 'A', posted: day('2026-11-01') },
      { title: 'C', posted: day('2026-10-01') },
    ];
    expect(roles.sort(newestFirst).map((r) => r.title)).toEqual(['A', 'B', 'C']);
  });
  it('summarises a role for the list with the words it is given (careers.yml on the site)', () => {
    // A role and words of the test's own: the site's roles and words are the owner's to change.
    const words = {
      employmentTypes: { ...text.employmentTypes, contract: 'Contract' },
      workplaces: { ...text.workplaces, hybrid: 'Hybrid' },
      payUnits: { ...text.payUnits, HOUR: 'an hour' },
    };
    const job = {
      title: 'SOC Analyst',
      summary: 'Triage and investigate security alerts for a regional health care client.',
      employmentType: 'contract' as const,
      workplace: 'hybrid' as const,
      location: { city: 'Springfield', region: 'IL', postalCode: '62701', street: '400 Example Avenue' },
      pay: { min: 42, max: 54, currency: 'USD', unit: 'HOUR' as const },
      posted: day('2026-11-03'),
      closes: day('2027-03-31'),
    };
    expect(
      roleSummary('soc-analyst-springfield', job, { id: 'cyber-security', name: 'Cyber Security' }, words),
    ).toMatchObject({
      href: '/careers/soc-analyst-springfield',
      domainName: 'Cyber Security',
      typeLabel: 'Contract',
      where: 'Hybrid, Springfield, IL',
      pay: '$42–$54 an hour',
      posted: '2026-11-03',
    });
  });
});

describe('applying by e-mail', () => {
  it('names the role and its identifier in the subject', () => {
    expect(applySubject(text, { title: 'SOC Analyst', id: 'soc-analyst-springfield' })).toBe(
      'Application: SOC Analyst (ref. soc-analyst-springfield)',
    );
    const href = applyMailto('jobs@example.com', text, { title: 'SOC Analyst', id: 'soc-analyst-springfield' });
    expect(href.startsWith('mailto:jobs@example.com?subject=')).toBe(true);
    expect(new URLSearchParams(href.split('?')[1]).get('subject')).toBe(
      'Application: SOC Analyst (ref. soc-analyst-springfield)',
    );
  });
  it('uses the general subject without a role', () => {
    const href = applyMailto('jobs@example.com', text);
    expect(new URLSearchParams(href.split('?')[1]).get('subject')).toBe(text.generalSubject);
  });
});

describe('the jobs schema', () => {
  const schema = jobSchema;
  const base = {
    title: 'Robotics Software Engineer',
    domain: 'robotics',
    employmentType: 'permanent',
    workplace: 'on-site',
    location: { city: 'Columbus', region: 'OH', postalCode: '43219' },
    posted: '2026-10-01',
    closes: '2026-12-01',
    description:
      'A description long enough to pass the minimum length that the schema asks of every page: search engines show about this much under the title.',
    summary: 'A summary of the role that is long enough for the list of open roles.',
  };
  const issues = (data: unknown) =>
    schema.safeParse(data).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

  it('accepts every role file', () => {
    // readSource checks each file against the schema and throws on the first it refuses.
    const files = sourceFolders(sources.jobs).flatMap((folder) =>
      existsSync(folder) ? readdirSync(folder).filter((f) => f.endsWith('.md')) : [],
    );
    expect(files.length).toBeGreaterThan(0);
    expect(readSource('jobs').map((j) => `${j.id}.md`)).toEqual(files.sort());
  });
  it('accepts a well-formed role and turns its dates into dates', () => {
    const parsed = schema.parse(base);
    expect(parsed.posted.toISOString()).toBe('2026-10-01T00:00:00.000Z');
  });
  it('asks an on-site or hybrid role for its location, a remote one for its region', () => {
    expect(issues({ ...base, location: undefined })).toEqual([
      'location: An on-site or hybrid role needs its location: city, state and ZIP code.',
    ]);
    expect(issues({ ...base, workplace: 'remote', location: undefined })).toEqual([
      'remoteRegion: A remote role needs its region.',
    ]);
  });
  it('rejects a pay range upside down, an unknown unit and a closing date before posting', () => {
    expect(issues({ ...base, pay: { min: 60, max: 50, currency: 'USD', unit: 'HOUR' } })).toEqual([
      'pay.min: The lowest pay must not be more than the highest.',
    ]);
    expect(issues({ ...base, pay: { min: 50, max: 60, currency: 'USD', unit: 'WEEK' } })[0]).toMatch(/^pay\.unit/);
    expect(issues({ ...base, closes: '2026-09-01' })).toEqual([
      'closes: The closing date must not be before the posting date.',
    ]);
  });
});
