import { describe, expect, it } from 'vitest';
import { blogPosting, profilePage } from '../../src/lib/insights/structuredData';

const origin = 'https://x.example';
const company = { name: 'Example Co' };
const author = { name: 'Priya Raman', role: 'Principal Security Consultant', path: '/people/priya-raman' };
const post = {
  headline: 'How to scope a penetration test',
  description: 'What to test and why.',
  path: '/insights/scope',
  published: new Date('2026-09-14T00:00:00Z'),
  image: '/og/insights/scope.png',
  authors: [author],
  keywords: ['Security'],
  wordCount: 950,
};

describe('BlogPosting', () => {
  it("has Google's recommended properties: headline, image, both dates, authors with name and url", () => {
    expect(blogPosting(origin, company, post)).toMatchObject({
      '@type': 'BlogPosting',
      headline: post.headline,
      image: 'https://x.example/og/insights/scope.png',
      datePublished: '2026-09-14',
      dateModified: '2026-09-14',
      author: [
        {
          '@type': 'Person',
          name: 'Priya Raman',
          url: 'https://x.example/people/priya-raman',
          jobTitle: 'Principal Security Consultant',
        },
      ],
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://x.example/insights/scope' },
      publisher: { '@type': 'Organization', '@id': 'https://x.example/#organization', name: 'Example Co' },
    });
  });

  it.each([
    [undefined, '2026-09-14'],
    [new Date('2026-10-02T00:00:00Z'), '2026-10-02'],
  ])('dateModified is the update (%s), else the publication', (updated, modified) => {
    expect(blogPosting(origin, company, { ...post, updated }).dateModified).toBe(modified);
  });
});

describe('ProfilePage', () => {
  it('is about the person: name, job title, employer, page; image and sameAs only when set', () => {
    const page = profilePage(origin, company, { ...author, knowsAbout: ['Cybersecurity'] });
    expect(page).toMatchObject({
      '@type': 'ProfilePage',
      url: 'https://x.example/people/priya-raman',
      mainEntity: {
        '@type': 'Person',
        name: 'Priya Raman',
        jobTitle: 'Principal Security Consultant',
        worksFor: { '@type': 'Organization', name: 'Example Co' },
        knowsAbout: ['Cybersecurity'],
      },
    });
    expect(page.mainEntity).not.toHaveProperty('image');
    expect(page.mainEntity).not.toHaveProperty('sameAs');
    const full = profilePage(origin, company, {
      ...author,
      knowsAbout: [],
      photo: '/people/priya-raman.jpg',
      profile: 'https://www.example.com/in/priya',
    });
    expect(full.mainEntity).toMatchObject({
      image: 'https://x.example/people/priya-raman.jpg',
      sameAs: ['https://www.example.com/in/priya'],
    });
  });
});
