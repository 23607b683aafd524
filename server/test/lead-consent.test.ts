import { API, DEFAULT_PAGE_COPY, NOTICE_NOT_RECORDED, type LeadDetailDto, type LeadListResponse } from '@contract';
import { appWithAdmin, DB_KIND, json } from './helper';
import { uniqueEmail } from './support/leads';

jest.setTimeout(60_000);

const CAPTURE = (formId: string) => `/api/FormLeadCapture/itx/${formId}`;

/**
 * Issue 42: every lead keeps its consent record: the version of the privacy notice the form showed (the page texts'
 * version), when, for which purposes (the form's own, and news and offers only when ticked), on which page. A lead
 * sent as the spec's calls send it is kept for its stated purpose only, its notice "not recorded (API)".
 */
describe(`a lead's consent record on ${DB_KIND}`, () => {
  const ctx = appWithAdmin();

  const leadOf = async (email: string) => {
    const list = json<LeadListResponse>(await ctx.asAdmin({ method: 'GET', url: `${API.leads.list}?search=${encodeURIComponent(email)}` }));
    expect(list.items).toHaveLength(1);
    return json<LeadDetailDto>(await ctx.asAdmin({ method: 'GET', url: API.leads.one(list.items[0]?.id ?? '') }));
  };

  it("records the notice version, the purposes and the page a form sent; the spec's payload records its stated purpose only", async () => {
    const withConsent = uniqueEmail('consent');
    const res = await ctx.t.request({
      method: 'POST',
      url: CAPTURE('5'),
      payload: {
        name: 'Ravi Kumar',
        email: withConsent,
        countryCode: '+91',
        phone: '9876543210',
        courseInterest: 'Data Science',
        sourcePage: '/courses/data-science',
        noticeVersion: 0,
        marketingConsent: true,
      },
    });
    expect(json(res)).toMatchObject({ StatusCode: 200 });
    const given = await leadOf(withConsent);
    expect(given.consent).toEqual({
      noticeVersion: 0,
      purposes: ['call-back', 'marketing'],
      page: '/courses/data-science',
      at: given.createdAt,
    });

    // The spec's exact payload for form 5: no consent fields.
    const spec = uniqueEmail('spec');
    await ctx.t.request({
      method: 'POST',
      url: CAPTURE('5'),
      payload: { name: 'Sneha Reddy', email: spec, countryCode: '+91', phone: '9876543211', courseInterest: 'Data Science' },
    });
    const plain = await leadOf(spec);
    expect(plain.consent).toMatchObject({ noticeVersion: null, purposes: ['call-back'] });

    // A form that did not tick the box: its purpose only. A multipart or form-encoded client sends text.
    const unticked = uniqueEmail('unticked');
    await ctx.t.request({
      method: 'POST',
      url: CAPTURE('5'),
      payload: {
        name: 'Kiran Rao',
        email: unticked,
        countryCode: '+91',
        phone: '9876543212',
        courseInterest: 'Data Science',
        noticeVersion: '3',
        marketingConsent: 'false',
      },
    });
    expect((await leadOf(unticked)).consent).toMatchObject({ noticeVersion: 3, purposes: ['call-back'] });

    const csv = (await ctx.asAdmin({ method: 'GET', url: `${API.leads.exportCsv}?search=${encodeURIComponent('@example')}` })).body;
    const header = csv.split('\r\n')[0] ?? '';
    expect(header).toContain('"Privacy notice","Consented to"');
    const line = (email: string) => csv.split('\r\n').find((l) => l.includes(email)) ?? '';
    expect(line(withConsent)).toContain('"version 0 (the original texts)","A call back about a course; News about courses and offers"');
    expect(line(spec)).toContain(`"${NOTICE_NOT_RECORDED}","A call back about a course"`);
    expect(line(unticked)).toContain('"version 3","A call back about a course"');
  });

  it('refuses a notice version that is not a version number, with the reason at the field, and stores nothing', async () => {
    const email = uniqueEmail('badnotice');
    const res = await ctx.t.request({
      method: 'POST',
      url: CAPTURE('5'),
      payload: { name: 'Asha', email, countryCode: '+91', phone: '9876543213', courseInterest: 'Data Science', noticeVersion: 'latest' },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(json<{ fieldErrors: Record<string, string> }>(res).fieldErrors)).toEqual(['noticeVersion']);
    const list = json<LeadListResponse>(await ctx.asAdmin({ method: 'GET', url: `${API.leads.list}?search=${encodeURIComponent(email)}` }));
    expect(list.items).toEqual([]);
  });

  it('a brochure request keeps its consent record; the notices are page texts staff can change', async () => {
    const res = await ctx.t.request({
      method: 'POST',
      url: API.courses.brochure('data-science'),
      payload: { name: 'Brochure Reader', countryCode: '+91', phone: '9876543214', noticeVersion: 0, marketingConsent: true },
    });
    expect(res.statusCode).toBe(200);
    const list = json<LeadListResponse>(await ctx.asAdmin({ method: 'GET', url: `${API.leads.list}?search=Brochure%20Reader` }));
    expect(list.items[0]?.consent).toMatchObject({ noticeVersion: 0, purposes: ['call-back', 'marketing'], page: '/courses/data-science' });

    const settings = json<{ copy: { copy: Record<string, string>; version: number } }>(
      await ctx.t.request({ method: 'GET', url: API.site.settings }),
    );
    expect(settings.copy.copy.noticeCallBack).toBe(DEFAULT_PAGE_COPY.noticeCallBack);
    expect(settings.copy.copy.noticeCallBack).toMatch(/24 months/);
    const saved = await ctx.asAdmin({
      method: 'PUT',
      url: API.site.adminCopy,
      payload: {
        copy: { ...settings.copy.copy, noticeWorkshop: 'We collect your name, e-mail and phone for your seat.\n\nKept 12 months.' },
        // Never saved yet (version 0): the first save names no version.
        ...(settings.copy.version > 0 ? { version: settings.copy.version } : {}),
      },
    });
    expect(saved.statusCode).toBe(200);
    const after = json<{ copy: { copy: Record<string, string>; version: number } }>(
      await ctx.t.request({ method: 'GET', url: API.site.settings }),
    );
    expect(after.copy.version).toBe(settings.copy.version + 1);
    expect(after.copy.copy.noticeWorkshop).toMatch(/^We collect your name, e-mail and phone for your seat/);
  });
});
