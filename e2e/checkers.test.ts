import { HtmlValidate, type Message } from 'html-validate';
import pa11y from 'pa11y';
import { BASE_URL } from './support/browser';

/*
 * Three independent accessibility and markup checkers on every public page (issue 21, item 9):
 * pa11y with both of its runners (HTML_CodeSniffer and axe-core, WCAG 2 AA, "needs review" counted as
 * errors: pa11y's default), and html-validate's `standard` and `a11y` presets on the HTML the server
 * sends. Each must report no errors. axe through Playwright runs in the other browser tests.
 */

jest.setTimeout(180_000);

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

async function firstSlug(listPath: string): Promise<string> {
  const res = await fetch(`${BASE_URL}${listPath}`);
  const items = (await res.json()) as { slug: string }[];
  if (!items[0]) throw new Error(`${listPath} lists nothing: the sample content should fill it`);
  return items[0].slug;
}

async function publicPages(): Promise<string[]> {
  const [blog, job, workshop, course] = await Promise.all([
    firstSlug('/api/blogs/getBlogs'),
    firstSlug('/api/Career/jobs'),
    firstSlug('/api/workshops'),
    firstSlug('/api/courses'),
  ]);
  return [
    '/',
    '/courses',
    `/courses/${course}`,
    '/blogs',
    `/blogs/${blog}`,
    '/careers',
    `/careers/${job}`,
    '/workshops',
    `/workshops/${workshop}`,
    '/about-us',
    '/contact-us',
    '/privacy-policy',
    '/enrollnow',
  ];
}

let pages: string[] = [];

beforeAll(async () => {
  pages = await publicPages();
});

/** What a finding looks like in a failure: enough to find it without opening a browser. */
function describeIssue(i: { runner?: string; code: string; message: string; selector: string }): string {
  return `${i.runner ?? ''} ${i.code}: ${i.message} @ ${i.selector}`;
}

describe('pa11y (HTML_CodeSniffer and axe runners, WCAG 2 AA)', () => {
  for (const viewport of [
    { name: 'laptop', width: 1366, height: 900, isMobile: false },
    { name: 'phone', width: 390, height: 844, isMobile: true },
  ]) {
    it(`finds no errors on any public page at ${viewport.name} size`, async () => {
      const found: Record<string, string[]> = {};
      for (const path of pages) {
        const result = await pa11y(`${BASE_URL}${path}`, {
          runners: ['htmlcs', 'axe'],
          standard: 'WCAG2AA',
          viewport: { width: viewport.width, height: viewport.height, isMobile: viewport.isMobile },
          // The first screen is server-rendered; wait until the app has taken over the document.
          wait: 500,
          timeout: 60_000,
          chromeLaunchConfig: { executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] },
        });
        const errors = result.issues.filter((i) => i.type === 'error').map(describeIssue);
        if (errors.length > 0) found[path] = errors;
      }
      expect(found).toEqual({});
    });
  }
});

describe('html-validate (standard and a11y presets) on the served HTML', () => {
  const validator = new HtmlValidate({
    extends: ['html-validate:standard', 'html-validate:a11y'],
  });

  it('finds no errors on any public page', async () => {
    const found: Record<string, string[]> = {};
    for (const path of pages) {
      const res = await fetch(`${BASE_URL}${path}`, { headers: { accept: 'text/html' } });
      expect({ path, status: res.status }).toEqual({ path, status: 200 });
      const html = await res.text();
      const report = await validator.validateString(html, `${path}.html`);
      const errors = report.results
        .flatMap((r) => r.messages)
        .filter((m: Message) => m.severity === 2)
        .map((m: Message) => `${m.ruleId}: ${m.message} (line ${m.line}:${m.column}) ${m.selector ?? ''}`);
      if (errors.length > 0) found[path] = errors;
    }
    expect(found).toEqual({});
  });

  it('reports an error on a page that breaks the rules (the check can fail)', async () => {
    const report = await validator.validateString(
      '<!doctype html><html lang="en"><head><title>t</title></head><body><img src="a.png"><p id="x">1</p><p id="x">2</p></body></html>',
    );
    const rules = report.results.flatMap((r) => r.messages.map((m) => m.ruleId));
    expect(rules).toEqual(expect.arrayContaining(['wcag/h37', 'no-dup-id']));
  });
});
