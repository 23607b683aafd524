import { SaxesParser } from 'saxes';
import { API } from '@contract';
import { blogs } from '../src/db/schema';
import { escapeXml } from '../src/seo/escape';
import { appWithAdmin, DB_KIND, json } from './helper';
import { validBlog, validJob, validWorkshop } from './support/endpoints';

/*
 * Issue 15, finding 7: one admin-entered title holding a character XML forbids (U+000B) made the RSS
 * feed unreadable for every subscriber. Input now refuses such characters, and every XML answer drops
 * any that text stored earlier still holds.
 */
jest.setTimeout(120_000);

/** Every kind of character XML 1.0 forbids: C0 controls but tab/LF/CR, U+FFFE, U+FFFF, lone surrogates. */
const FORBIDDEN = [
  ...Array.from({ length: 0x20 }, (_, c) => c)
    .filter((c) => c !== 0x09 && c !== 0x0a && c !== 0x0d)
    .map((c) => String.fromCharCode(c)),
  '\uFFFE',
  '\uFFFF',
  // A low surrogate first, so that joined they do not pair up.
  '\uDFFF',
  '\uD800',
];

/** Parses `xml` with a strict XML 1.0 parser; returns its errors and the text of every `tag` element. */
function parseXml(xml: string, tag: string): { errors: string[]; texts: string[] } {
  const errors: string[] = [];
  const texts: string[] = [];
  const parser = new SaxesParser({ xmlns: true });
  let inside = false;
  let text = '';
  parser.on('error', (e) => errors.push(e.message));
  parser.on('opentag', (node) => {
    if (node.name === tag) {
      inside = true;
      text = '';
    }
  });
  parser.on('text', (t) => {
    if (inside) text += t;
  });
  parser.on('closetag', (node) => {
    if (node.name === tag) {
      inside = false;
      texts.push(text);
    }
  });
  parser.write(xml).close();
  return { errors, texts };
}

function forbiddenIn(text: string): string[] {
  return FORBIDDEN.filter((c) => text.includes(c)).map((c) => `U+${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

describe(`XML answers with forbidden characters on ${DB_KIND}`, () => {
  const ctx = appWithAdmin();

  it('escapeXml drops every one of them and escapes markup', () => {
    expect(escapeXml(`a${FORBIDDEN.join('')}b\t\n\r<&>"'\u00e9\uD83D\uDE80`)).toBe('ab\t\n\r&lt;&amp;&gt;&quot;&#39;\u00e9\uD83D\uDE80');
  });

  it('the parser used here does reject such a character (so the checks below can fail)', () => {
    expect(parseXml('<?xml version="1.0"?><rss><title>a\u000Bb</title></rss>', 'title').errors.length).toBeGreaterThan(0);
    expect(parseXml('<?xml version="1.0"?><rss><title>ab</title></rss>', 'title').errors).toEqual([]);
  });

  it.each([
    ['blog title', API.blogs.create, (c: string) => validBlog(`Weekly${c}digest`), 'title'],
    [
      'blog description',
      API.blogs.create,
      (c: string) => ({ ...validBlog('Control Test Post'), description: `One${c}two three four five six.` }),
      'description',
    ],
    ['job title', API.careers.create, (c: string) => validJob(`Analyst${c}Trainee`), 'title'],
    ['workshop title', API.workshops.list, (c: string) => validWorkshop(`Power${c}BI`), 'title'],
  ])('the admin API refuses a %s holding any of them, with a message on the field', async (_label, url, body, field) => {
    for (const c of FORBIDDEN) {
      const res = await ctx.asAdmin({ method: 'POST', url, payload: body(c) });
      const where = `U+${c.charCodeAt(0).toString(16)} -> ${res.statusCode} ${res.body.slice(0, 160)}`;
      expect({ where, status: res.statusCode }).toEqual({ where, status: 400 });
      expect({ where, field: json<{ fieldErrors?: Record<string, string> }>(res).fieldErrors?.[field] }).toEqual({
        where,
        field: expect.stringMatching(/invalid character/i),
      });
    }
    expect(await ctx.t.app.database.db.select().from(blogs)).not.toContainEqual(
      expect.objectContaining({ title: expect.stringContaining('Weekly') }),
    );
  });

  it('the RSS feed and the sitemap stay well-formed with a title stored before the rule, the character dropped', async () => {
    // PostgreSQL refuses NUL, and a lone surrogate reaches it as U+FFFD: every other one can be stored.
    const storable = FORBIDDEN.filter((c) => c !== '\u0000' && !/[\uD800-\uDFFF]/.test(c));
    expect(storable.length).toBe(FORBIDDEN.length - 3);
    const title = `Weekly${storable.join('')}digest & <news>`;
    await ctx.t.app.database.db.insert(blogs).values({
      slug: 'weekly-digest-stored-earlier',
      title,
      description: `Stored${'\u000B'}before the rule.`,
      content: 'Body.',
    });
    await ctx.t.app.publicCache.invalidate('blogs');

    const rss = await ctx.t.request({ method: 'GET', url: '/blogs/rss.xml' });
    expect(rss.statusCode).toBe(200);
    expect(forbiddenIn(rss.body)).toEqual([]);
    const feed = parseXml(rss.body, 'title');
    expect(feed.errors).toEqual([]);
    expect(feed.texts).toContain('Weeklydigest & <news>');
    expect(parseXml(rss.body, 'description').texts).toContain('Storedbefore the rule.');

    const sitemap = await ctx.t.request({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(forbiddenIn(sitemap.body)).toEqual([]);
    const map = parseXml(sitemap.body, 'loc');
    expect(map.errors).toEqual([]);
    expect(map.texts.some((loc) => loc.endsWith('/blogs/weekly-digest-stored-earlier'))).toBe(true);
  });
});
