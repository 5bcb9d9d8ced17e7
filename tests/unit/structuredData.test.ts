import { describe, expect, it } from 'vitest';
import { readOne } from '../../src/content/read';
import { trail } from '../../src/lib/site/routes';
import { breadcrumbList, organization, toScriptJson, type JsonLd } from '../../src/lib/site/structuredData';

describe('structured data', () => {
  it('escapes "<" so no value can close the script element', () => {
    const thing: JsonLd = {
      '@context': 'https://schema.org',
      '@type': 'Thing',
      name: '</script><script>alert(1)</script>',
    };
    const json = toScriptJson(thing);
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(thing);
  });

  it('numbers the breadcrumb steps from Home to the current page', () => {
    const steps = trail('X', [{ label: 'Our Programs', href: '/program' }], {
      label: 'Blockchain',
      href: '/Blockchain',
    });
    const list = breadcrumbList('https://x.example', steps);
    expect(list['itemListElement']).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://x.example/' },
      { '@type': 'ListItem', position: 2, name: 'Our Programs', item: 'https://x.example/program' },
      { '@type': 'ListItem', position: 3, name: 'Blockchain', item: 'https://x.example/Blockchain' },
    ]);
  });

  it('gives the organisation an id other objects can point to', () => {
    expect(organization('https://x.example', readOne('site'))).toMatchObject({
      '@id': 'https://x.example/#organization',
    });
  });
});
