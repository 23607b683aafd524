import { API, DEFAULT_PAGE_COPY, PAGE_COPY_KEYS, type PageCopyRevisionDto, type SiteSettingsDto } from '@contract';
import { eq } from 'drizzle-orm';
import { appSettings, PAGE_COPY_KEY } from '../src/db/schema';
import { appWithAdmin, DB_KIND, json } from './helper';

// A fresh seeded database, and pages rendered by React on the server, take seconds on a busy machine.
jest.setTimeout(120_000);

/**
 * The home and about pages' texts are data staff edit (issue 41): the site's own texts until staff save
 * theirs, shown by the pages at once, every saved version kept so an earlier one can be saved again, bad
 * texts refused at their field with nothing changed.
 */
describe(`the home and about pages' texts on ${DB_KIND}`, () => {
  const ctx = appWithAdmin({ site: true });
  const get = (url: string) => ctx.t.request({ method: 'GET', url });
  const settings = async () => json<SiteSettingsDto>(await get(API.site.settings));
  const save = (payload: Record<string, unknown>) => ctx.asAdmin({ method: 'PUT', url: API.site.adminCopy, payload });
  const revisions = async () => json<PageCopyRevisionDto[]>(await ctx.asAdmin({ method: 'GET', url: `${API.site.adminCopy}/revisions` }));

  it("are the site's own texts until staff save theirs, and the pages show them", async () => {
    expect((await settings()).copy).toEqual({ copy: DEFAULT_PAGE_COPY, custom: false, version: 0, updatedAt: null });
    const about = (await get('/about-us')).body;
    expect(about).toContain(DEFAULT_PAGE_COPY.aboutMission);
    expect((await get('/')).body).toContain(DEFAULT_PAGE_COPY.homeCtaTitle);
    expect(await revisions()).toEqual([]);
  });

  it('are for admins only: a visitor cannot save or list them (401), and nothing changes', async () => {
    expect((await ctx.t.request({ method: 'PUT', url: API.site.adminCopy, payload: { copy: DEFAULT_PAGE_COPY } })).statusCode).toBe(401);
    expect((await get(`${API.site.adminCopy}/revisions`)).statusCode).toBe(401);
    expect((await settings()).copy.custom).toBe(false);
  });

  it.each([
    ['an empty text', { aboutMission: '   ' }, 'copy.aboutMission'],
    ['a text over its length', { homeCtaTitle: 'x'.repeat(121) }, 'copy.homeCtaTitle'],
    ['a control character', { aboutVision: 'Our vision\u0000' }, 'copy.aboutVision'],
    // The lists fit their layout: six numbered steps, one icon per card, each item a title and its text.
    [
      'five steps where the page numbers six',
      { homeProcessSteps: DEFAULT_PAGE_COPY.homeProcessSteps.split('\n\n').slice(1).join('\n\n') },
      'copy.homeProcessSteps',
    ],
    ['a value card with a title and no text', { valueCards: DEFAULT_PAGE_COPY.valueCards.replace(/\n[^\n]+$/, '') }, 'copy.valueCards'],
    [
      'a value whose title is a sentence',
      { homeValues: `${'A very long title '.repeat(3)}\n${DEFAULT_PAGE_COPY.homeValues}` },
      'copy.homeValues',
    ],
  ])('refuse %s with the reason at its field, and nothing changes', async (_what, change, field) => {
    const before = await settings();
    const res = await save({ copy: { ...DEFAULT_PAGE_COPY, ...change } });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(json<{ fieldErrors?: Record<string, string> }>(res).fieldErrors ?? {})).toContain(field);
    expect(await settings()).toEqual(before);
  });

  it('once saved, are on the pages at once, as text; each saved version is kept and an earlier one comes back by saving it', async () => {
    const first = {
      ...DEFAULT_PAGE_COPY,
      aboutMission: 'To teach the skills Hyderabad’s companies hire for.\n\nAnd to stay with every learner until they are placed.',
      homeCtaTitle: 'Your next job starts with a call <b>today</b>',
    };
    const saved = await save({ copy: first });
    expect(saved.statusCode).toBe(200);
    expect(json<SiteSettingsDto>(saved).copy).toMatchObject({ copy: first, custom: true, version: 1 });
    const about = (await get('/about-us')).body;
    expect(about).toContain('To teach the skills Hyderabad’s companies hire for.</p>');
    expect(about).toContain('>And to stay with every learner until they are placed.</p>');
    expect(about).not.toContain(DEFAULT_PAGE_COPY.aboutMission);
    let home = (await get('/')).body;
    // Markup in a text is shown as text, never as HTML.
    expect(home).toContain('Your next job starts with a call &lt;b&gt;today&lt;/b&gt;');

    // The home page's lists: the steps, the journey, the values, the cards (on the about page too) and the story.
    const lists = {
      ...first,
      homeProcessSteps: DEFAULT_PAGE_COPY.homeProcessSteps.replace('Free Career Counselling', 'A Free First Call'),
      homeJourneySteps: DEFAULT_PAGE_COPY.homeJourneySteps.replace('Career Launch', 'Your First Offer'),
      homeValues: DEFAULT_PAGE_COPY.homeValues.replace('Honest Guidance', 'Straight Answers'),
      valueCards: DEFAULT_PAGE_COPY.valueCards.replace('Community First', 'Peers Who Push You'),
      homeSuccessStory: 'Each spring our campus hosts a hiring day.\n\nForty interns joined partner teams in 2025.',
    };
    expect((await save({ copy: lists, version: 1 })).statusCode).toBe(200);
    home = (await get('/')).body;
    for (const text of [
      '>A Free First Call<',
      '>Your First Offer<',
      '>Straight Answers<',
      '>Peers Who Push You<',
      '>Forty interns joined partner teams in 2025.<',
    ]) {
      expect(home).toContain(text);
    }
    for (const text of ['Free Career Counselling', '>Career Launch<', 'Honest Guidance', 'Community First', 'Twice a year']) {
      expect(home).not.toContain(text);
    }
    expect((await get('/about-us')).body).toContain('>Peers Who Push You<');
    expect((await save({ copy: first, version: 2 })).statusCode).toBe(200);

    const second = { ...first, aboutFounded: '2018' };
    expect((await save({ copy: second, version: 3 })).statusCode).toBe(200);
    // A save over a version that is no longer current is refused (409) and changes nothing.
    expect((await save({ copy: DEFAULT_PAGE_COPY, version: 3 })).statusCode).toBe(409);
    const kept = await revisions();
    expect(kept.map((r) => r.version)).toEqual([4, 3, 2, 1]);
    expect(kept[1]?.copy).toEqual(first);

    // Bringing back version 3 is saving its texts again: a new version, the pages show them.
    const back = await save({ copy: kept[1]?.copy, version: 4 });
    expect(json<SiteSettingsDto>(back).copy).toMatchObject({ copy: first, version: 5 });
    expect((await get('/about-us')).body).not.toContain('>2018<');
    expect((await revisions()).map((r) => r.version)).toEqual([5, 4, 3, 2, 1]);
    expect(Object.keys((await settings()).copy.copy).sort()).toEqual([...PAGE_COPY_KEYS].sort());
  });

  it('keep what was saved when the site gains a text: the new one reads as its default', async () => {
    // Texts saved before `homeAboutIntro` existed.
    const { homeAboutIntro: _missing, ...older } = { ...DEFAULT_PAGE_COPY, aboutFounded: '2017' };
    await ctx.t.app.database.db
      .update(appSettings)
      .set({ value: JSON.stringify(older) })
      .where(eq(appSettings.key, PAGE_COPY_KEY));
    const { copy } = await json<SiteSettingsDto>(await ctx.asAdmin({ method: 'GET', url: API.site.adminSettings }));
    expect(copy).toMatchObject({ custom: true, copy: { ...DEFAULT_PAGE_COPY, aboutFounded: '2017' } });
  });
});
