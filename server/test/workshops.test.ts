import { appWithAdmin, DB_KIND, json } from './helper';

// Building the app on a fresh database takes a few seconds, more on a busy machine.
jest.setTimeout(30_000);

interface Workshop {
  _id: string;
  slug: string;
  title: string;
  category: string;
  sessions: string[];
  startsAt: string;
  endsAt: string;
  capacity: number | null;
  seatsLeft: number | null;
  status: string;
  topics: { title: string }[];
  highlights: { learningOutcomes: string; careerPaths: string[] };
  image: string;
}

const NEW_WORKSHOP = {
  title: 'React Hooks in a Day',
  description: 'Build a small React app with hooks, context and tests at our HITEC City campus.',
  category: 'Full Stack',
  startsAt: '2099-10-04T10:00',
  endsAt: '2099-10-04T13:00',
  duration: '3 Hours',
  sessions: ['4th Oct (10am-1pm)', '4th Oct (2pm-5pm)'],
  topics: [{ title: 'useState and useEffect' }, { title: 'Custom hooks' }],
  learningOutcomes: 'A working app built with hooks and tested with Testing Library.',
  careerPaths: ['Frontend Developer', 'Full Stack Developer'],
};

describe(`workshops API on ${DB_KIND}`, () => {
  const ctx = appWithAdmin();

  it('lists the two seeded workshops with their session, topics and highlights', async () => {
    const res = await ctx.t.request({ method: 'GET', url: '/api/workshops' });
    expect(res.statusCode).toBe(200);
    const list = json<Workshop[]>(res);
    expect(list.map((w) => w.slug).sort()).toEqual(['data-analytics', 'data-science']);
    for (const w of list) {
      // Seeded on the Saturdays three and four weeks after the first start, 2 pm to 5 pm in Hyderabad.
      expect(w.sessions).toEqual([expect.stringMatching(/^Sat, \d{1,2} [A-Z][a-z]{2} \d{4} \(2pm-5pm\)$/)]);
      expect(w.status).toBe('open');
      expect(Date.parse(w.endsAt) - Date.parse(w.startsAt)).toBe(3 * 3600_000);
      expect(Date.parse(w.startsAt)).toBeGreaterThan(Date.now() + 20 * 86400_000);
      expect(new Date(Date.parse(w.startsAt) + 5.5 * 3600_000).toISOString().slice(11, 16)).toBe('14:00');
      expect(w.capacity).toBe(40);
      expect(w.seatsLeft).toBe(40);
      expect(w.topics.length).toBeGreaterThanOrEqual(5);
      expect(w.highlights.careerPaths.length).toBeGreaterThanOrEqual(3);
      expect(w.highlights.learningOutcomes.length).toBeGreaterThan(50);
      expect(w.image).toBe(`/images/workshops/${w.slug}.svg`);
    }
  });

  it('answers a workshop by slug, 404 for an unknown one, and 304 for a known ETag', async () => {
    const res = await ctx.t.request({ method: 'GET', url: '/api/workshops/data-science' });
    expect(res.statusCode).toBe(200);
    expect(json<Workshop>(res)).toMatchObject({ slug: 'data-science', title: 'Data Science Workshop', category: 'Data Science' });
    const again = await ctx.t.request({
      method: 'GET',
      url: '/api/workshops/data-science',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const missing = await ctx.t.request({ method: 'GET', url: '/api/workshops/no-such-workshop' });
    expect(missing.statusCode).toBe(404);
    expect(json(missing)).toEqual({ message: 'Workshop not found.' });
  });

  it('refuses a visitor on create, update and delete', async () => {
    expect((await ctx.t.request({ method: 'POST', url: '/api/workshops', payload: NEW_WORKSHOP })).statusCode).toBe(401);
    expect((await ctx.t.request({ method: 'PUT', url: '/api/workshops/data-science', payload: NEW_WORKSHOP })).statusCode).toBe(401);
    expect((await ctx.t.request({ method: 'DELETE', url: '/api/workshops/data-science' })).statusCode).toBe(401);
    expect(json<Workshop[]>(await ctx.t.request({ method: 'GET', url: '/api/workshops' }))).toHaveLength(2);
  });

  it('lets an admin create, update and delete a workshop, and the public list follows at once', async () => {
    const before = await ctx.t.request({ method: 'GET', url: '/api/workshops' }); // fills the cache
    expect(json<Workshop[]>(before)).toHaveLength(2);

    const created = await ctx.asAdmin({ method: 'POST', url: '/api/workshops', payload: NEW_WORKSHOP });
    expect(created.statusCode).toBe(201);
    expect(json<Workshop>(created)).toMatchObject({
      slug: 'react-hooks-in-a-day',
      image: '/images/workshops/workshop.svg',
      sessions: NEW_WORKSHOP.sessions,
    });
    expect(json<Workshop[]>(await ctx.t.request({ method: 'GET', url: '/api/workshops' })).map((w) => w.slug)).toContain(
      'react-hooks-in-a-day',
    );

    const dup = await ctx.asAdmin({ method: 'POST', url: '/api/workshops', payload: NEW_WORKSHOP });
    expect(dup.statusCode).toBe(409);
    expect(json(dup).message).toMatch(/already exists/);

    const updated = await ctx.asAdmin({
      method: 'PUT',
      url: '/api/workshops/react-hooks-in-a-day',
      payload: { ...NEW_WORKSHOP, title: 'React Hooks Lab', sessions: [] },
    });
    expect(updated.statusCode).toBe(200);
    expect(json<Workshop>(updated)).toMatchObject({ slug: 'react-hooks-in-a-day', title: 'React Hooks Lab', sessions: [] });
    const detail = await ctx.t.request({ method: 'GET', url: '/api/workshops/react-hooks-in-a-day' });
    expect(json<Workshop>(detail).title).toBe('React Hooks Lab');

    // A workshop without sessions takes registrations without one.
    const reg = await ctx.t.request({
      method: 'POST',
      url: '/api/FormLeadCapture/itx/13',
      payload: {
        name: 'Asha',
        email: 'asha.hooks@example.in',
        countryCode: '+91',
        phone: '9876501234',
        bootcampTitle: 'x',
        bootcampSlug: 'react-hooks-in-a-day',
      },
    });
    expect(json(reg)).toMatchObject({ StatusCode: 200 });

    const removed = await ctx.asAdmin({ method: 'DELETE', url: '/api/workshops/react-hooks-in-a-day' });
    expect(removed.statusCode).toBe(200);
    expect((await ctx.t.request({ method: 'GET', url: '/api/workshops/react-hooks-in-a-day' })).statusCode).toBe(404);
    expect(json<Workshop[]>(await ctx.t.request({ method: 'GET', url: '/api/workshops' }))).toHaveLength(2);
    expect((await ctx.asAdmin({ method: 'DELETE', url: '/api/workshops/react-hooks-in-a-day' })).statusCode).toBe(404);
  });

  it('refuses an invalid workshop with 400 and field messages, changing nothing', async () => {
    const res = await ctx.asAdmin({
      method: 'POST',
      url: '/api/workshops',
      payload: { ...NEW_WORKSHOP, title: '', category: 'Cooking' },
    });
    expect(res.statusCode).toBe(400);
    expect(json<{ fieldErrors: Record<string, string> }>(res).fieldErrors).toMatchObject({
      title: 'Title is required.',
      category: 'Unknown category.',
    });
    const badSlug = await ctx.asAdmin({
      method: 'POST',
      url: '/api/workshops',
      payload: { ...NEW_WORKSHOP, slug: 'Bad Slug!' },
    });
    expect(badSlug.statusCode).toBe(400);
    const missing = await ctx.asAdmin({ method: 'PUT', url: '/api/workshops/no-such', payload: NEW_WORKSHOP });
    expect(missing.statusCode).toBe(404);
    expect(json<Workshop[]>(await ctx.t.request({ method: 'GET', url: '/api/workshops' }))).toHaveLength(2);
  });

  // Issue 15 finding 11: the image field takes only our own image paths, never a script or another site.
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
    '//evil.example/x.png',
    'https://evil.example/x.png',
    '/images/../../etc/passwd.png',
    '/images/workshops/%2e%2e/x.svg',
    '/images/workshops/x.svg?u=https://evil.example',
    '/api/images/../leads.webp',
  ])('refuses the workshop image %j with 400 on create and update, storing nothing', async (image) => {
    const create = await ctx.asAdmin({ method: 'POST', url: '/api/workshops', payload: { ...NEW_WORKSHOP, image } });
    expect(create.statusCode).toBe(400);
    expect(json<{ fieldErrors: Record<string, string> }>(create).fieldErrors.image).toMatch(/our own images/);
    const before = await ctx.t.request({ method: 'GET', url: '/api/workshops/data-analytics' });
    const update = await ctx.asAdmin({
      method: 'PUT',
      url: '/api/workshops/data-analytics',
      payload: { ...NEW_WORKSHOP, image },
    });
    expect(update.statusCode).toBe(400);
    expect((await ctx.t.request({ method: 'GET', url: '/api/workshops/data-analytics' })).body).toBe(before.body);
    expect(json<Workshop[]>(await ctx.t.request({ method: 'GET', url: '/api/workshops' })).map((w) => w.image)).not.toContain(image);
  });

  it('accepts our own static art and uploaded image addresses as the workshop image', async () => {
    for (const [i, image] of ['/images/workshops/data-science.svg', `/api/images/${'ab12'.repeat(16)}-960.webp`].entries()) {
      const res = await ctx.asAdmin({
        method: 'POST',
        url: '/api/workshops',
        payload: { ...NEW_WORKSHOP, title: `Own Image ${i}`, image },
      });
      expect([res.statusCode, json<Workshop>(res).image]).toEqual([201, image]);
      await ctx.asAdmin({ method: 'DELETE', url: `/api/workshops/own-image-${i}` });
    }
  });
});
