import { describe, expect, it } from 'vitest';
import { readOne } from '../../src/content/read';
import { googleEmploymentType, jobPosting, postingDescription } from '../../src/lib/careers/structuredData';
import type { JobFacts } from '../../src/lib/careers/jobs';

const site = readOne('site');
const origin = 'https://x.example';
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const onSite: JobFacts = {
  title: 'Controls Engineer',
  employmentType: 'permanent',
  workplace: 'on-site',
  location: { city: 'Columbus', region: 'OH', postalCode: '43219' },
  pay: { min: 92000, max: 115000, currency: 'USD', unit: 'YEAR' },
  posted: day('2026-10-14'),
  closes: day('2027-02-19'),
};

describe('JobPosting', () => {
  it('has the required and recommended properties of an on-site role', () => {
    const data = jobPosting({
      origin,
      site,
      slug: 'controls-engineer-columbus',
      job: onSite,
      descriptionHtml: '<p>x</p>',
    });
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Controls Engineer',
      description: '<p>x</p>',
      url: 'https://x.example/careers/controls-engineer-columbus',
      datePosted: '2026-10-14',
      validThrough: '2027-02-19',
      employmentType: 'FULL_TIME',
      hiringOrganization: {
        '@type': 'Organization',
        name: site.name,
        sameAs: 'https://x.example/',
        logo: 'https://x.example/apple-touch-icon.png',
      },
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          addressLocality: 'Columbus',
          addressRegion: 'OH',
          postalCode: '43219',
          addressCountry: 'US',
        },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'USD',
        value: { '@type': 'QuantitativeValue', minValue: 92000, maxValue: 115000, unitText: 'YEAR' },
      },
      identifier: { '@type': 'PropertyValue', name: site.name, value: 'controls-engineer-columbus' },
      directApply: true,
    });
  });

  it('gives the street when known', () => {
    const job = {
      ...onSite,
      location: { city: 'Springfield', region: 'IL', postalCode: '62701', street: '1 Main St' },
    };
    const data = jobPosting({ origin, site, slug: 's', job, descriptionHtml: '<p>x</p>' });
    expect(data['jobLocation']).toMatchObject({ address: { streetAddress: '1 Main St' } });
  });

  it('marks a remote role TELECOMMUTE with the country applicants must be in, and no place', () => {
    const job: JobFacts = { ...onSite, workplace: 'remote', location: undefined, remoteRegion: 'United States' };
    const data = jobPosting({ origin, site, slug: 'r', job, descriptionHtml: '<p>x</p>' });
    expect(data['jobLocationType']).toBe('TELECOMMUTE');
    expect(data['applicantLocationRequirements']).toEqual({ '@type': 'Country', name: 'US' });
    expect(data).not.toHaveProperty('jobLocation');
  });

  it('has no baseSalary without a pay range', () => {
    const job: JobFacts = { ...onSite, pay: undefined };
    expect(jobPosting({ origin, site, slug: 'r', job, descriptionHtml: '<p>x</p>' })).not.toHaveProperty('baseSalary');
  });

  it("maps the employment types to Google's values", () => {
    expect(googleEmploymentType('contract')).toBe('CONTRACTOR');
    expect(googleEmploymentType('contract-to-hire')).toEqual(['CONTRACTOR', 'FULL_TIME']);
    expect(googleEmploymentType('permanent')).toBe('FULL_TIME');
    expect(googleEmploymentType('internship')).toBe('INTERN');
  });

  it('puts a remote notice first in the description, escaped', () => {
    expect(postingDescription('<h2>Role</h2>', 'Live in <US> & apply')).toBe(
      '<p>Live in &lt;US&gt; &amp; apply</p>\n<h2>Role</h2>',
    );
    expect(postingDescription('<p>Body</p>')).toBe('<p>Body</p>');
  });
});
