import { describe, expect, it } from 'vitest';
import { breadcrumbList, organization, toScriptJson } from '../../src/lib/structuredData';

describe('structured data', () => {
  it('escapes "<" so no value can close the script element', () => {
    const json = toScriptJson({ name: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' });
  });

  it('numbers the breadcrumb steps from Home to the current page', () => {
    const list = breadcrumbList('https://x.example', [{ label: 'Our Programs', href: '/program' }], {
      name: 'Blockchain',
      path: '/Blockchain',
    });
    expect(list['itemListElement']).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://x.example/' },
      { '@type': 'ListItem', position: 2, name: 'Our Programs', item: 'https://x.example/program' },
      { '@type': 'ListItem', position: 3, name: 'Blockchain', item: 'https://x.example/Blockchain' },
    ]);
  });

  it('gives the organisation an id other objects can point to', () => {
    expect(organization('https://x.example')['@id']).toBe('https://x.example/#organization');
  });
});
