import { DEFAULT_SITE_CONTACT, siteFacts } from './site';
import { buildOrganizationJsonLd } from './structured-data';

const SITE = siteFacts(DEFAULT_SITE_CONTACT);

describe('buildOrganizationJsonLd', () => {
  it('states the office hours the contact page shows: Monday to Saturday, 9:30 am to 7:00 pm, Sunday closed', () => {
    expect(SITE.openingHours).toBe('Monday to Saturday, 9:30 am to 7:00 pm');
    expect(SITE.closedText).toBe('Closed on Sunday');
    expect(buildOrganizationJsonLd('https://itx.example', DEFAULT_SITE_CONTACT).openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
        opens: '09:30',
        closes: '19:00',
      },
    ]);
  });
});
