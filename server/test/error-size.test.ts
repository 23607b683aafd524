// Issue 39, finding 6: a 400 echoed the bad input back, pretty-printed twice (720 KB for a 20,000-element
// array). A refusal stays small, whatever the input.
import { API, LEAD_FORM_IDS } from '@contract';
import { appWithAdmin, DB_KIND } from './helper';
import { jobBody } from './support/fixtures';

jest.setTimeout(60_000);

const ctx = appWithAdmin();
const LIMIT = 4096;
// 40 KB of JSON, inside the body limit.
const big = Array.from({ length: 20_000 }, () => 7);

describe(`a 400's body stays small on ${DB_KIND}`, () => {
  it('a 20,000-element array in a text field of a job, a sign-in and a lead', async () => {
    const answers = [
      await ctx.asAdmin({ method: 'POST', url: API.careers.create, payload: jobBody('Trainer', { title: big }) }),
      await ctx.asAdmin({ method: 'POST', url: API.careers.create, payload: jobBody('Trainer', { jobDescription: big }) }),
      await ctx.t.request({ method: 'POST', url: API.auth.login, payload: { email: big, password: 'x' } }),
      await ctx.t.request({
        method: 'POST',
        url: API.leads.capture(ctx.t.config.leadFormKey, LEAD_FORM_IDS.callBack),
        payload: { name: big, countryCode: '+91', phone: '9876543210', courseInterest: 'Python' },
      }),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(400);
      expect(res.body.length).toBeLessThan(LIMIT);
    }
  });

  it('20,000 bad items in a list and a 60 KB field name', async () => {
    const items = await ctx.asAdmin({
      method: 'POST',
      url: API.careers.create,
      payload: jobBody('Trainer', { keyResponsibilities: Array.from({ length: 20_000 }, () => ({})) }),
    });
    const name = await ctx.asAdmin({
      method: 'POST',
      url: API.careers.create,
      payload: { ...jobBody('Trainer'), ['k'.repeat(60_000)]: 'a\u0000b' },
    });
    expect([items.statusCode, name.statusCode]).toEqual([400, 400]);
    for (const res of [items, name]) {
      expect(res.statusCode).toBe(400);
      expect(res.body.length).toBeLessThan(LIMIT);
      expect(JSON.parse(res.body)).toHaveProperty('message');
    }
  });
});
