import { compileTemplate, renderPage, NONCE_WIDTH } from '../src/lib/html';
import { NONCE_SLOT } from '../src/seo/renderer';
import { nonceSource } from '../src/plugins/external/security';

// A kept page is sent from reused copies with each response's nonce written into them (lib/html.ts
// `pageCopies`): a copy lent to a response in flight must never change under it.

const template = compileTemplate(
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>ITX</title></head><body><div id="root"></div><script defer src="/a.js"></script></body></html>',
);

function page() {
  return renderPage(
    template,
    {
      status: 200,
      head: '<title>Courses</title>',
      styles: `<style nonce="${NONCE_SLOT}">.a{color:red}</style>`,
      body: '<main><h1>Courses</h1></main>',
      state: `<script nonce="${NONCE_SLOT}">window.__STATE__={}</script>`,
      chunks: [],
      indexable: true,
      redirect: null,
    },
    { gtmId: null, leadFormKey: 'itx', siteUrl: 'https://itx.example', preloadScripts: [] },
  );
}

const nonces = (html: Buffer) => [...html.toString().matchAll(/nonce="([^"]*)"/g)].map((m) => m[1]);

describe('kept page copies', () => {
  const next = nonceSource();

  it('gives each response the page with its own nonce in every nonce attribute, like a fresh copy', () => {
    const p = page();
    const nonce = next();
    expect(nonce).toHaveLength(NONCE_WIDTH);
    const lent = p.lend(nonce);
    // Three places: the data-layer script of the template, the styles and the state.
    expect(nonces(lent.body)).toEqual([nonce, nonce, nonce]);
    expect(lent.body.equals(p.bytes(nonce))).toBe(true);
    expect(lent.body.toString()).not.toContain(NONCE_SLOT);
  });

  it('never writes into a copy still lent: two responses in flight hold two copies, each with its nonce', () => {
    const p = page();
    const [n1, n2, n3] = [next(), next(), next()];
    const first = p.lend(n1);
    const second = p.lend(n2);
    expect(second.body).not.toBe(first.body);
    expect(nonces(first.body)).toEqual([n1, n1, n1]);
    expect(nonces(second.body)).toEqual([n2, n2, n2]);
    // Once released, a copy is reused: the next response gets it with its own nonce.
    first.release();
    const third = p.lend(n3);
    expect(third.body).toBe(first.body);
    expect(nonces(third.body)).toEqual([n3, n3, n3]);
    expect(nonces(second.body)).toEqual([n2, n2, n2]);
    // Releasing twice does not hand the same copy to two responses.
    first.release();
    third.release();
    const a = p.lend(next());
    const b = p.lend(next());
    expect(a.body).not.toBe(b.body);
  });

  it('falls back to a copy of its own for a nonce of another width', () => {
    const p = page();
    const lent = p.lend('short');
    expect(nonces(lent.body)).toEqual(['short', 'short', 'short']);
    lent.release();
    const next24 = next();
    expect(nonces(p.lend(next24).body)).toEqual([next24, next24, next24]);
  });
});
