/** A session as a course file holds it, for unit tests: in Chicago, open, with `over` changed. */
import type { SessionData } from '../../src/content/schema';

export const aSession = (over: Partial<SessionData> = {}): SessionData => ({
  id: '2027-01-12-chicago',
  start: '2027-01-12T09:00',
  end: '2027-01-13T17:00',
  timeZone: 'America/Chicago',
  location: {
    venue: 'Aldermoor Training Center',
    street: '200 W Madison St, Suite 1400',
    city: 'Chicago',
    region: 'IL',
    postalCode: '60606',
    country: 'US',
  },
  seats: 'open',
  language: 'en-US',
  ...over,
});
