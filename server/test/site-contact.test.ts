import {
  API,
  DEFAULT_SITE_CONTACT,
  FIGURE_BASIS_MESSAGE,
  FIGURE_KEYS,
  formatDocumentDate,
  istDay,
  NOT_COUNTABLE_MESSAGE,
  SAMPLE_FIGURE_BASIS,
  SAMPLE_FIGURES,
  type FigureKey,
  type SiteFigure,
  type SiteSettingsDto,
} from '@contract';
import { appWithAdmin, DB_KIND, json } from './helper';
import { setClock } from './support/clock';
import { movedContact } from './support/site-contact';

// A fresh seeded database, and pages rendered by React on the server, take seconds on a busy machine.
jest.setTimeout(120_000);

/** The JSON-LD objects of a page, as the server sends them. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? '{}') as Record<string, unknown>,
  );
}

/**
 * The institute's contact facts are data staff edit in Site settings (issue 41): seeded with the samples,
 * changed by one save with the version the admin saw, then shown at once by every page that names them and
 * in the structured data; bad facts are refused with their reason and change nothing.
 */
describe(`the institute's contact facts on ${DB_KIND}`, () => {
  const ctx = appWithAdmin({ site: true });
  const get = (url: string) => ctx.t.request({ method: 'GET', url });
  const settings = async () => json<SiteSettingsDto>(await get(API.site.settings));
  const save = (payload: Record<string, unknown>) => ctx.asAdmin({ method: 'PUT', url: API.site.adminContact, payload });

  it('are the seeded samples until staff save their own, and every page shows them', async () => {
    const { contact } = await settings();
    expect(contact).toMatchObject({ ...DEFAULT_SITE_CONTACT, custom: false, version: 0, updatedAt: null });
    const home = (await get('/')).body;
    expect(home).toContain(DEFAULT_SITE_CONTACT.email);
    const org = jsonLd(home).find((d) => d['@type'] === 'EducationalOrganization');
    expect(org).toMatchObject({ telephone: '+919000012345', email: DEFAULT_SITE_CONTACT.email });
  });

  it('are not for a visitor to change (401), and nothing changes', async () => {
    const res = await ctx.t.request({ method: 'PUT', url: API.site.adminContact, payload: movedContact() });
    expect(res.statusCode).toBe(401);
    expect((await settings()).contact.custom).toBe(false);
  });

  it.each([
    ['a phone that is no number', { phones: ['+91 12345'] }, 'phones[0]'],
    ['a phone without its country code', { phones: ['98480 22338'] }, 'phones[0]'],
    ['no phone at all', { phones: [] }, 'phones'],
    ['a WhatsApp number that is text', { whatsapp: 'call us' }, 'whatsapp'],
    ['a social link over http', { social: [{ name: 'Instagram', url: 'http://www.instagram.com/itxskills' }] }, 'social[0].url'],
    ['a social link on another host', { social: [{ name: 'Facebook', url: 'https://facebook.com.evil.example/itx' }] }, 'social[0].url'],
    ['a social link to a network not offered', { social: [{ name: 'MySpace', url: 'https://myspace.com/itx' }] }, 'social[0].name'],
    ['a map position outside India', { geo: { latitude: 51.5, longitude: -0.12 } }, 'geo.latitude'],
    ['a map position given as text', { geo: { latitude: '17.44', longitude: 78.35 } }, 'geo.latitude'],
    ['an office that closes before it opens', { officeHours: { days: ['Monday'], opens: '18:00', closes: '09:00' } }, 'officeHours.closes'],
    ['no office day', { officeHours: { days: [], opens: '09:00', closes: '18:00' } }, 'officeHours.days'],
    ['a PIN code of 5 digits', { address: { ...DEFAULT_SITE_CONTACT.address, postalCode: '50008' } }, 'address.postalCode'],
    ['an e-mail that is no address', { email: 'info at itx' }, 'email'],
    ['a grievance officer without e-mail', { grievance: { name: 'Meena Rao', email: '', phone: '+91 98480 22340' } }, 'grievance.email'],
  ])('refuse %s with 400 and its reason at the field, and change nothing', async (_why, change, field) => {
    const before = await settings();
    const res = await save(movedContact(change));
    expect(res.statusCode).toBe(400);
    const body = json<{ message: string; fieldErrors?: Record<string, string> }>(res);
    expect(Object.keys(body.fieldErrors ?? {})).toContain(field);
    expect(body.message).not.toBe('');
    expect(await settings()).toEqual(before);
  });

  it('once saved, are on the home, contact, enquiry, course and privacy pages and in the structured data at once', async () => {
    const res = await save(movedContact());
    expect(res.statusCode).toBe(200);
    const saved = json<SiteSettingsDto>(res).contact;
    expect(saved).toMatchObject({ ...movedContact(), custom: true, version: 1 });
    expect((await settings()).contact).toEqual(saved);

    const home = (await get('/')).body;
    // The footer: address, e-mail, every phone; the seeded ones are gone.
    for (const text of [
      '5th Floor, Orbit Tower, Gachibowli',
      'hello@itx-skills.in',
      '+91 98480 22338',
      '+91 40 2345 6789',
      'ITX Skills Private Limited',
    ]) {
      expect(home).toContain(text);
    }
    expect(home).not.toContain(DEFAULT_SITE_CONTACT.email);
    expect(home).not.toContain(DEFAULT_SITE_CONTACT.phones[1]);
    const org = jsonLd(home).find((d) => d['@type'] === 'EducationalOrganization');
    expect(org).toMatchObject({
      legalName: 'ITX Skills Private Limited',
      telephone: '+919848022338',
      email: 'hello@itx-skills.in',
      address: { streetAddress: '5th Floor, Orbit Tower, Gachibowli', postalCode: '500032' },
      sameAs: ['https://www.instagram.com/itxskills', 'https://www.youtube.com/@itxskills'],
      openingHoursSpecification: [
        { dayOfWeek: ['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'], opens: '10:00', closes: '18:30' },
      ],
    });

    // What a reader sees: no scripts (the page's data holds every setting), and React's empty comment between a
    // text and a value gone.
    const words = async (path: string) =>
      (await get(path)).body.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replaceAll('<!-- -->', '');
    const contact = await words('/contact-us');
    // The campus is named by the street line's area, found by the staff's directions; the old place is gone.
    expect(contact).toContain('Open the map to Gachibowli');
    expect(contact).toContain('Opposite the Gachibowli stadium, ten minutes from the bus stop.');
    expect(contact).toContain('Visit our centre in Gachibowli');
    for (const [path, text] of [
      ['/courses', 'in our Gachibowli classrooms'],
      ['/workshops', 'at our Gachibowli campus'],
      ['/careers', 'placement team at Gachibowli'],
      ['/enrollnow', 'from our Gachibowli campus'],
      ['/privacy-policy', 'our centre in Gachibowli, Hyderabad'],
    ] as const) {
      expect(await words(path)).toContain(text);
    }
    for (const path of ['/contact-us', '/enrollnow', '/privacy-policy']) expect(await words(path)).not.toContain('HITEC City');
    expect(contact).toContain('Tuesday to Sunday, 10:00 am to 6:30 pm');
    expect(contact).toContain('Closed on Monday');
    expect(contact).toContain('href="tel:+914023456789"');
    expect(contact).toContain('mlat=17.44&amp;mlon=78.35');

    const enroll = (await get('/enrollnow')).body;
    expect(enroll).toContain('href="tel:+919848022338"');

    // The course page's side panel: Call the main phone, WhatsApp the WhatsApp number.
    const course = (await get('/courses/data-science')).body;
    expect(course).toContain('Call +91 98480 22338');
    expect(course).toContain('https://wa.me/919848022339?text=');
    const courseData = jsonLd(course).find((d) => d['@type'] === 'Course') as { hasCourseInstance?: { location?: unknown }[] } | undefined;
    for (const instance of courseData?.hasCourseInstance ?? []) {
      if (instance.location) expect(JSON.stringify(instance.location)).toContain('Gachibowli');
    }

    const privacy = (await get('/privacy-policy')).body;
    expect(privacy).toContain('Meena Rao, Grievance Officer');
    expect(privacy).toContain('grievance@itx-skills.in');
  });

  it("refuse a save of a version that is no longer current (409), keeping the other admin's facts", async () => {
    const { contact } = await settings();
    const stale = await save(movedContact({ email: 'stale@itx-skills.in', version: contact.version - 1 > 0 ? contact.version - 1 : 99 }));
    expect(stale.statusCode).toBe(409);
    expect((await settings()).contact.email).toBe(contact.email);
    const fresh = await save(movedContact({ email: 'desk@itx-skills.in', version: contact.version }));
    expect(fresh.statusCode).toBe(200);
    expect((await get('/')).body).toContain('desk@itx-skills.in');
  });
});

/**
 * The headline figures (issue 41, DECISIONS 15): each is shown with its basis below its section, the same
 * value on every page; the product brief's figures are seeded as samples and say so; a figure without a
 * basis is refused, and an empty one is not shown.
 */
describe(`the headline figures on ${DB_KIND}`, () => {
  const ctx = appWithAdmin({ site: true });
  const get = (url: string) => ctx.t.request({ method: 'GET', url });
  const settings = async () => json<SiteSettingsDto>(await get(API.site.settings));
  const save = (payload: Record<string, unknown>) => ctx.asAdmin({ method: 'PUT', url: API.site.adminFigures, payload });
  const withFigures = (changes: Partial<Record<FigureKey, Partial<SiteFigure>>>) => ({
    figures: { ...SAMPLE_FIGURES, ...changes },
  });

  it("are the brief's samples until staff save their own, each shown with its sample basis", async () => {
    expect((await settings()).figures).toEqual({ figures: SAMPLE_FIGURES, custom: false, version: 0, updatedAt: null });
    const home = (await get('/')).body;
    expect(home).toContain('Success Rate');
    expect(home).toContain(`Success Rate: ${SAMPLE_FIGURE_BASIS}`);
  });

  it('refuse a figure without its basis (400, at the field) and change nothing', async () => {
    const before = await settings();
    const res = await save(withFigures({ placementRate: { value: '92%', basis: '  ' } }));
    expect(res.statusCode).toBe(400);
    expect(json<{ fieldErrors?: Record<string, string> }>(res).fieldErrors).toEqual({
      'figures.placementRate.basis': FIGURE_BASIS_MESSAGE,
    });
    expect(await settings()).toEqual(before);
  });

  it('read a figure sent without its value, basis or count as an empty one (a fuzzer found a 500 here)', async () => {
    const res = await save({ figures: { ...SAMPLE_FIGURES, studentsTrained: {}, workshopsHeld: { basis: 'workshops run since 2019' } } });
    expect(res.statusCode).toBe(200);
    expect(json<SiteSettingsDto>(res).figures.figures).toMatchObject({
      studentsTrained: { value: '', basis: '', counted: false },
      workshopsHeld: { value: '', basis: 'workshops run since 2019', counted: false },
    });
  });

  it('keep only the figures the site has: another one sent along is not stored', async () => {
    const res = await save({ figures: { ...SAMPLE_FIGURES, rank: { value: '#1', basis: 'us' } } });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(json<SiteSettingsDto>(res).figures.figures).sort()).toEqual([...FIGURE_KEYS].sort());
  });

  it('once saved, show one value per figure on the home and about pages with its basis, and hide an empty one', async () => {
    const basis = 'placed within 6 months, of learners who completed the 2025 batches: 57 of 60';
    const res = await save(
      withFigures({
        placementRate: { value: '95%', basis },
        studentsTrained: { value: '640', basis: 'learners who completed a batch, 2019 to 2025' },
        institutions: { value: '', basis: '' },
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(json<SiteSettingsDto>(res).figures).toMatchObject({ custom: true, version: 3 });
    const home = (await get('/')).body;
    expect(home).toContain(`Success Rate: ${basis}`);
    expect(home).toContain(`Placement Success: ${basis}`);
    expect(home).toContain('>640<');
    expect(home).not.toContain('>500+<');
    // The workshop gallery's institutions figure is empty: neither it nor its label is shown.
    expect(home).not.toContain('>10+<');
    expect(home).not.toContain('>Institutions<');
    const about = (await get('/about-us')).body;
    expect(about).toContain('>640<');
    expect(about).toContain('Students trained: learners who completed a batch, 2019 to 2025');
    expect(about).not.toContain('>500+<');
  });

  it('counted by the site: the hiring partners listed (not the samples) and the workshops that have ended, each with its basis, kept current', async () => {
    const refused = await save(withFigures({ placementRate: { value: '', basis: '', counted: true } }));
    expect(refused.statusCode).toBe(400);
    expect(json<{ fieldErrors?: Record<string, string> }>(refused).fieldErrors).toEqual({
      'figures.placementRate.counted': NOT_COUNTABLE_MESSAGE,
    });

    const counted = { value: '', basis: '', counted: true };
    expect((await save(withFigures({ partners: counted, workshopsHeld: counted }))).statusCode).toBe(200);
    // The seeded partners are samples and the seeded workshops are ahead: nothing counted, neither shown.
    let { figures } = (await settings()).figures;
    expect(figures.partners).toEqual({
      value: '',
      basis: 'Counted from the hiring partners listed on this site: 0 companies.',
      counted: true,
    });
    expect(figures.workshopsHeld).toEqual({
      value: '',
      basis: 'Counted from the workshops listed on this site that have ended: 0.',
      counted: true,
    });
    expect((await get('/')).body).not.toContain('>Partner Companies<');

    for (const name of ['Orbit Analytics', 'Deccan Cloud Works']) {
      expect((await ctx.asAdmin({ method: 'POST', url: API.alumni.adminPartners, payload: { name } })).statusCode).toBe(201);
    }
    ({ figures } = (await settings()).figures);
    expect(figures.partners).toMatchObject({ value: '2', basis: 'Counted from the hiring partners listed on this site: 2 companies.' });
    const home = (await get('/')).body;
    expect(home).toContain('>Partner Companies<');
    expect(home).toContain('Partner Companies: Counted from the hiring partners listed on this site: 2 companies.');

    // A workshop two days ahead counts once it has ended, without any write.
    const startsAt = new Date(Date.now() + 2 * 86_400_000);
    const endsAt = new Date(startsAt.getTime() + 3 * 3_600_000);
    const created = await ctx.asAdmin({
      method: 'POST',
      url: API.workshops.list,
      payload: {
        title: 'Counted Workshop',
        description: 'An afternoon that will have happened.',
        category: 'Full Stack',
        startsAt: startsAt.toISOString(),
        endsAt: endsAt.toISOString(),
        duration: '3 Hours',
        learningOutcomes: 'A figure with its basis.',
      },
    });
    expect(created.statusCode).toBe(201);
    expect((await settings()).figures.figures.workshopsHeld.value).toBe('');
    try {
      setClock(endsAt.getTime() + 1000);
      expect((await settings()).figures.figures.workshopsHeld).toEqual({
        value: '1',
        basis: `Counted from the workshops listed on this site that have ended: 1 since ${formatDocumentDate(istDay(startsAt))}.`,
        counted: true,
      });
    } finally {
      jest.useRealTimers();
    }
  });
});
