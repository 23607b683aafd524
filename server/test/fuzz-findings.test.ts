// Regressions for what the OpenAPI fuzz suite found after the hardening branches met: each request is
// one the fuzzer sent, each expectation what the published document promises.
import { API } from '@contract';
import { appWithAdmin, json, postRaw } from './helper';

jest.setTimeout(60_000);

const ctx = appWithAdmin();

describe('lead capture answers in its own shape, whatever goes wrong', () => {
  it('a form id named like an Object.prototype member is an unknown form (404), not a crash', async () => {
    for (const formId of ['toString', 'constructor', '__proto__', 'hasOwnProperty']) {
      const res = await ctx.t.request({ method: 'POST', url: API.leads.capture('itx', formId), payload: { name: 'A' } });
      expect(res.statusCode).toBe(404);
      expect(json(res)).toEqual({ StatusCode: 404, message: 'This form does not exist.' });
    }
  });

  it('unreadable JSON is refused with StatusCode before the handler runs', async () => {
    const res = await postRaw(ctx.t, API.leads.capture('itx', '5'), 'application/json', '{"a":');
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ StatusCode: 400, message: 'The request body is not valid JSON.' });
  });

  it('a NUL in the address and an unsupported content type keep the lead-capture shape', async () => {
    const nul = await ctx.t.request({ method: 'POST', url: `${API.leads.capture('itx', '5')}?search=%00`, payload: {} });
    expect(nul.statusCode).toBe(400);
    expect(json(nul)).toEqual({ StatusCode: 400, message: 'The address contains an invalid character.' });
    const form = await postRaw(ctx.t, API.leads.capture('itx', '5'), 'application/x-www-form-urlencoded', 'name=A');
    expect(form.statusCode).toBe(415);
    expect(json(form)).toEqual({ StatusCode: 415, message: 'This content type is not supported here.' });
  });

  it('an address the router cannot decode keeps the lead-capture shape', async () => {
    const res = await ctx.t.request({ method: 'POST', url: '/api/FormLeadCapture/itx/%ZZ', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toEqual({ StatusCode: 400, message: 'The address contains an invalid character.' });
  });
});

describe("the router's own refusals", () => {
  it.each(['/api/workshops/%ZZ', '/api/career/job/slug/%C0%AF', '/api/images/%'])(
    '%s: 400 with the API error body and the security headers',
    async (url) => {
      const res = await ctx.t.request({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(json(res)).toEqual({ message: 'The address contains an invalid character.' });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    },
  );

  it('a parameter over the router limit: 414 with the API error body', async () => {
    const res = await ctx.t.request({ method: 'GET', url: `/api/career/job/slug/${'x'.repeat(5000)}` });
    expect(res.statusCode).toBe(414);
    expect(json(res)).toEqual({ message: 'The address is too long.' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('a blog sent as multipart without a usable boundary', () => {
  it.each(['multipart/form-data', 'multipart/form-data; boundary=x'])('%s: 400, nothing stored', async (contentType) => {
    const before = json<unknown[]>(await ctx.t.request({ method: 'GET', url: API.blogs.list })).length;
    const res = await ctx.asAdmin({
      method: 'POST',
      url: API.blogs.create,
      headers: { 'content-type': contentType },
      payload: JSON.stringify({ title: 'Fuzz post', description: 'A short summary.', content: 'Body text.' }),
    });
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toMatch(/could not be read/);
    const after = json<unknown[]>(await ctx.t.request({ method: 'GET', url: API.blogs.list })).length;
    expect(after).toBe(before);
  });
});
