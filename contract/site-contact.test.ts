import { DEFAULT_SITE_CONTACT, siteFacts, type SiteContact } from './site';
import { isOnHost, isPhoneFact, siteContactSchema } from './site-settings-schema';

const facts = (officeHours: SiteContact['officeHours']) => siteFacts({ ...DEFAULT_SITE_CONTACT, officeHours });

describe('the contact facts', () => {
  it('write the office hours as a visitor reads them, with the days it is closed', () => {
    expect(siteFacts(DEFAULT_SITE_CONTACT)).toMatchObject({
      openingHours: 'Monday to Saturday, 9:30 am to 7:00 pm',
      closedText: 'Closed on Sunday',
      mainPhone: '+91 90000 12345',
      mapUrl: 'https://www.openstreetmap.org/?mlat=17.4474&mlon=78.3762#map=17/17.4474/78.3762',
    });
    expect(facts({ days: ['Friday', 'Monday', 'Wednesday'], opens: '08:00', closes: '12:15' })).toMatchObject({
      openingHours: 'Monday, Wednesday and Friday, 8:00 am to 12:15 pm',
      closedText: 'Closed on Tuesday, Thursday, Saturday and Sunday',
    });
    expect(facts({ days: ['Saturday', 'Sunday'], opens: '10:00', closes: '13:00' }).openingHours).toBe(
      'Saturday and Sunday, 10:00 am to 1:00 pm',
    );
    expect(facts({ days: ['Sunday'], opens: '00:00', closes: '12:00' }).openingHours).toBe('Sunday, 12:00 am to 12:00 pm');
    expect(
      facts({
        days: [...(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const)],
        opens: '09:00',
        closes: '21:00',
      }).closedText,
    ).toBe('Open every day');
  });

  it('take Indian and international phone numbers with their country code, and nothing else', () => {
    for (const ok of ['+91 90000 12345', '+91 98480 22338', '+91 40 2345 6789', '+44 20 7946 0958', '+1 415 555 2671', '+919848022338']) {
      expect([ok, isPhoneFact(ok)]).toEqual([ok, true]);
    }
    for (const bad of ['98480 22338', '+91 12345', '+91 00000 00000', 'call us', '', '+'.padEnd(40, '9')]) {
      expect([bad, isPhoneFact(bad)]).toEqual([bad, false]);
    }
  });

  it("take a social link only over https and on its own network's host", () => {
    expect(isOnHost('https://www.instagram.com/itx', ['instagram.com'])).toBe(true);
    expect(isOnHost('https://instagram.com/itx', ['instagram.com'])).toBe(true);
    expect(isOnHost('http://www.instagram.com/itx', ['instagram.com'])).toBe(false);
    expect(isOnHost('https://instagram.com.evil.example/itx', ['instagram.com'])).toBe(false);
    expect(isOnHost('https://evilinstagram.com/itx', ['instagram.com'])).toBe(false);
    expect(isOnHost('https://user@instagram.com/itx', ['instagram.com'])).toBe(false);
    expect(isOnHost('javascript:alert(1)', ['instagram.com'])).toBe(false);
  });

  it('accept the seeded facts and refuse a map position outside India', async () => {
    await expect(siteContactSchema.isValid(DEFAULT_SITE_CONTACT)).resolves.toBe(true);
    await expect(siteContactSchema.isValid({ ...DEFAULT_SITE_CONTACT, geo: { latitude: 40.7, longitude: -74 } })).resolves.toBe(false);
    await expect(siteContactSchema.isValid({ ...DEFAULT_SITE_CONTACT, geo: { latitude: 28.6, longitude: 77.2 } })).resolves.toBe(true);
  });
});
