import { setTimeout as sleep } from 'node:timers/promises';
import type { LightMyRequestResponse } from 'fastify';
import { Client } from 'pg';
import { appWithAdmin, DB_KIND, json } from './helper';
import { multipart } from './blog-fixtures';
import { jobBody, workshopBody } from './support/fixtures';

jest.setTimeout(60_000);

interface Versioned {
  _id: string;
  slug: string;
  title: string;
  version: number;
}

const JOB = jobBody('Data Science Trainer');
const WORKSHOP = workshopBody('Data Science');

/**
 * Lost updates (issue 15 finding 3): each record kind has a version, served as its ETag; a save with a
 * stale version (If-Match or body) is refused and changes nothing; two saves of one version: one wins.
 */
describe(`record versions on ${DB_KIND}`, () => {
  const ctx = appWithAdmin();

  interface Kind {
    name: 'job' | 'blog' | 'workshop';
    slug: string;
    get: (slug: string) => Promise<LightMyRequestResponse>;
    save: (slug: string, title: string, extra?: { version?: number; headers?: Record<string, string> }) => Promise<LightMyRequestResponse>;
    remove: (slug: string, headers: Record<string, string>) => Promise<LightMyRequestResponse>;
    saved: (res: LightMyRequestResponse) => Versioned;
  }

  const kinds: Kind[] = [
    {
      name: 'job',
      slug: 'data-science-trainer',
      get: (slug) => ctx.t.request({ method: 'GET', url: `/api/career/job/slug/${slug}` }),
      save: (slug, title, extra = {}) =>
        ctx.asAdmin({
          method: 'PUT',
          url: `/api/Career/updatejobs/${slug}`,
          headers: extra.headers,
          payload: { ...JOB, title, ...(extra.version !== undefined ? { version: extra.version } : {}) },
        }),
      remove: (slug, headers) => ctx.asAdmin({ method: 'DELETE', url: `/api/Career/deletejobs/${slug}`, headers }),
      saved: (res) => json<{ job: Versioned }>(res).job,
    },
    {
      name: 'blog',
      slug: 'the-future-of-ai',
      get: (slug) => ctx.t.request({ method: 'GET', url: `/api/blogs/blogs/${slug}` }),
      save: (slug, title, extra = {}) => {
        const body = multipart({
          title,
          description: 'About it',
          content: 'Text',
          ...(extra.version !== undefined ? { version: String(extra.version) } : {}),
        });
        return ctx.asAdmin({
          method: 'PUT',
          url: `/api/blogs/${slug}`,
          headers: { ...body.headers, ...extra.headers },
          payload: body.payload,
        });
      },
      remove: (slug, headers) => ctx.asAdmin({ method: 'DELETE', url: `/api/blogs/${slug}`, headers }),
      saved: (res) => json<{ blog: Versioned }>(res).blog,
    },
    {
      name: 'workshop',
      slug: 'data-science',
      get: (slug) => ctx.t.request({ method: 'GET', url: `/api/workshops/${slug}` }),
      save: (slug, title, extra = {}) =>
        ctx.asAdmin({
          method: 'PUT',
          url: `/api/workshops/${slug}`,
          headers: extra.headers,
          payload: { ...WORKSHOP, title, ...(extra.version !== undefined ? { version: extra.version } : {}) },
        }),
      remove: (slug, headers) => ctx.asAdmin({ method: 'DELETE', url: `/api/workshops/${slug}`, headers }),
      saved: (res) => json<Versioned>(res),
    },
  ];

  describe.each(kinds)('$name', (kind) => {
    const message = `This ${kind.name} was changed by someone else since you opened it.`;

    it('serves version 1 as the ETag "<version>-<id>", and every update adds one', async () => {
      const res = await kind.get(kind.slug);
      const opened = json<Versioned>(res);
      expect([res.statusCode, opened.version, res.headers.etag]).toEqual([200, 1, `"1-${opened._id}"`]);
      const again = await kind.get(kind.slug);
      expect(again.headers.etag).toBe(`"1-${opened._id}"`);

      const saved = await kind.save(kind.slug, 'First edit', { headers: { 'if-match': `"1-${opened._id}"` } });
      expect([saved.statusCode, kind.saved(saved).version]).toEqual([200, 2]);
      const after = await kind.get(kind.slug);
      expect([json<Versioned>(after).version, after.headers.etag]).toEqual([2, `"2-${opened._id}"`]);
      // The weak form of the ETag and the body's version field are accepted too.
      const weak = await kind.save(kind.slug, 'Second edit', { headers: { 'if-match': `W/"2-${opened._id}"` } });
      expect([weak.statusCode, kind.saved(weak).version]).toEqual([200, 3]);
      const byField = await kind.save(kind.slug, 'Third edit', { version: 3 });
      expect([byField.statusCode, kind.saved(byField).version]).toEqual([200, 4]);
    });

    it('refuses a stale save (If-Match 412, version field 409) with the message, changing nothing', async () => {
      const before = await kind.get(kind.slug);
      const current = json<Versioned>(before);
      const staleTag = await kind.save(kind.slug, 'Stale by If-Match', { headers: { 'if-match': `"1-${current._id}"` } });
      expect([staleTag.statusCode, json(staleTag).message]).toEqual([412, message]);
      const otherRecord = await kind.save(kind.slug, 'Stale by id', {
        headers: { 'if-match': `"${current.version}-00000000-0000-4000-8000-000000000000"` },
      });
      expect(otherRecord.statusCode).toBe(412);
      const staleField = await kind.save(kind.slug, 'Stale by field', { version: current.version - 1 });
      expect([staleField.statusCode, json(staleField).message]).toEqual([409, message]);
      const after = await kind.get(kind.slug);
      expect(after.body).toBe(before.body);
      expect(after.headers.etag).toBe(before.headers.etag);
    });

    it('lets exactly one of several concurrent saves of the same version win', async () => {
      const current = json<Versioned>(await kind.get(kind.slug));
      // On PostgreSQL another connection holds the row locked, so every save has read the row (and passed
      // the early version check) before any of them writes: only the atomic conditional update decides.
      let locker: Client | null = null;
      if (ctx.t.databaseUrl) {
        locker = new Client({ connectionString: ctx.t.databaseUrl });
        await locker.connect();
        await locker.query('begin');
        await locker.query(`select 1 from ${kind.name}s where id = $1 for update`, [current._id]);
      }
      const pending = Promise.all(
        Array.from({ length: 6 }, (_, i) => kind.save(kind.slug, `Concurrent ${i}`, { version: current.version })),
      );
      if (locker) {
        await sleep(kind.name === 'blog' ? 1500 : 700);
        await locker.query('commit');
        await locker.end();
      }
      const results = await pending;
      const statuses = results.map((r) => r.statusCode).sort();
      expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
      const winner = results.find((r) => r.statusCode === 200);
      const after = json<Versioned>(await kind.get(kind.slug));
      expect([after.title, after.version]).toEqual([winner ? kind.saved(winner).title : '', current.version + 1]);
    });

    it('accepts a save without any version (the API as first specified), and refuses a stale delete', async () => {
      const current = json<Versioned>(await kind.get(kind.slug));
      const plain = await kind.save(kind.slug, 'No version sent');
      expect([plain.statusCode, kind.saved(plain).version]).toEqual([200, current.version + 1]);
      const stale = await kind.remove(kind.slug, { 'if-match': `"${current.version}-${current._id}"` });
      expect([stale.statusCode, json(stale).message]).toEqual([412, message]);
      expect((await kind.get(kind.slug)).statusCode).toBe(200);
      const fresh = await kind.remove(kind.slug, { 'if-match': `"${current.version + 1}-${current._id}"` });
      expect(fresh.statusCode).toBe(200);
      expect((await kind.get(kind.slug)).statusCode).toBe(404);
    });
  });

  it('refuses a version that is not a whole number with 400', async () => {
    const res = await ctx.asAdmin({
      method: 'PUT',
      url: '/api/Career/updatejobs/java-full-stack-trainer',
      payload: { ...JOB, version: 'abc' },
    });
    expect(res.statusCode).toBe(400);
  });
});
