import { describe, expect, it } from 'vitest';
import { SITE_MAP_SERVICES, siteMapProgram } from '../../src/lib/site/footerLinks';

const program = { name: 'IT Consulting & Services', href: '/Itconsultingservices' };
const services = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ title: `Service ${i + 1}`, href: `/S${i + 1}` }));

describe('siteMapProgram', () => {
  it('lists every service of a program up to the cap, with no link to the rest', () => {
    const column = siteMapProgram(program, services(SITE_MAP_SERVICES), 'All {count} services');
    expect(column.services).toHaveLength(SITE_MAP_SERVICES);
    expect(column.more).toBeUndefined();
  });

  it('cuts a longer list at the cap, in order, and names the full count in the link to the program', () => {
    const column = siteMapProgram(program, services(1000), 'All {count} services');
    expect(column.services.map((s) => s.title)).toEqual(services(SITE_MAP_SERVICES).map((s) => s.title));
    expect(column.more).toBe('All 1000 services');
    expect(column.href).toBe('/Itconsultingservices');
  });

  it('takes the cap as a parameter', () => {
    expect(siteMapProgram(program, services(3), '{count}', 2)).toMatchObject({ services: services(2), more: '3' });
  });
});
