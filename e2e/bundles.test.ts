import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { BASE_URL } from './support/browser';
import { DIST } from './support/server-process';

/** The script files each named chunk group loads (webpack.config.mts writes route-chunks.json). */
const groups = JSON.parse(fs.readFileSync(path.join(DIST, 'public', 'route-chunks.json'), 'utf8')) as Record<string, { js: string[] }>;

/** Every script a visitor's browser runs before the route is interactive: the entry and the route's own chunks. */
function scriptsOf(route: string): { files: string[]; text: string; gzipKb: number } {
  const files = [...new Set([...(groups.main?.js ?? []), ...(groups[route]?.js ?? [])])];
  const bytes = files.map((f) => fs.readFileSync(path.join(DIST, 'public', f)));
  const gzip = bytes.reduce((n, b) => n + zlib.gzipSync(b, { level: 9 }).length, 0);
  return { files, text: bytes.map((b) => b.toString('utf8')).join('\n'), gzipKb: gzip / 1024 };
}

describe("what a visitor's first page loads", () => {
  it('the home page stays within 200 KB of JavaScript (gzip) before it is interactive', () => {
    expect(groups['page-home']).toBeDefined();
    expect(scriptsOf('page-home').gzipKb).toBeLessThanOrEqual(200);
  });

  it.each(['page-home', 'page-courses', 'page-blogs', 'page-blog-detail', 'page-careers', 'page-workshops', 'page-about'])(
    '%s loads neither the admin tables nor form validation',
    (route) => {
      expect(groups[route]).toBeDefined();
      const { text } = scriptsOf(route);
      // MUI X DataGrid (admin pages) and yup (forms load when a visitor opens one).
      expect([route, text.includes('MuiDataGrid'), text.includes('ValidationError')]).toEqual([route, false, false]);
    },
  );
});

describe('the route chunk each served page preloads', () => {
  // The route table names each page's chunk (page('page-home', …)); the server preloads that chunk's
  // scripts from route-chunks.json. A name the build does not have would silently preload nothing.
  it.each([
    ['/', 'page-home'],
    ['/courses', 'page-courses'],
    ['/courses/data-science', 'page-course-detail'],
    ['/blogs', 'page-blogs'],
    ['/careers', 'page-careers'],
    ['/workshops', 'page-workshops'],
    ['/about-us', 'page-about'],
    ['/contact-us', 'page-contact'],
    ['/privacy-policy', 'page-privacy'],
    ['/enrollnow', 'page-enroll'],
    ['/forgot-password', 'page-forgot-password'],
    ['/your-data', 'page-your-data'],
    ['/admin/login', 'page-admin-login'],
  ])('%s preloads the scripts of %s', async (url, chunk) => {
    const html = await (await fetch(`${BASE_URL}${url}`)).text();
    const preloaded = [...html.matchAll(/<link rel="preload" as="script" href="\/([^"]+)">/g)].map((m) => m[1]);
    const own = (groups[chunk]?.js ?? []).filter((file) => !(groups.main?.js ?? []).includes(file));
    expect(own.length).toBeGreaterThan(0);
    expect([url, preloaded]).toEqual([url, expect.arrayContaining(own)]);
  });
});

describe('what the public folder gives away', () => {
  it('serves no source map that carries the source code (stack traces keep file names and lines)', () => {
    const maps: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (entry.name.endsWith('.map')) maps.push(full);
      }
    };
    walk(path.join(DIST, 'public'));
    const withSource = maps.filter((file) => {
      const map = JSON.parse(fs.readFileSync(file, 'utf8')) as { sourcesContent?: (string | null)[] };
      return (map.sourcesContent ?? []).some((content) => typeof content === 'string' && content.length > 0);
    });
    expect(withSource.map((file) => path.relative(DIST, file))).toEqual([]);
  });
});
