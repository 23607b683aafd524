// Issue 39, finding 6: a registration e-mail like `x<victim@evil.example>` was stored verbatim and the
// confirmation went to victim@evil.example. Only a plain address is accepted, and mail goes exactly there.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { API, LEAD_FORM_IDS, type LeadListResponse, type WorkshopDto } from '@contract';
import { appWithAdmin, DB_KIND, json } from './helper';
import { visitorLead } from './support/endpoints';
import { createMailer } from '../src/plugins/app/mailer';

jest.setTimeout(60_000);

const ctx = appWithAdmin();
const DISGUISED = [
  'x<victim@evil.example>',
  'Name <victim@evil.example>',
  'victim@evil.example, other@evil.example',
  'a@b.example>',
  '"a b"@evil.example',
  'a@evil.example;b@evil.example',
  'a(comment)@evil.example',
];

describe(`e-mail addresses on ${DB_KIND}`, () => {
  it('a workshop registration with a disguised address is a 400 on the email field and stores nothing', async () => {
    const [workshop] = json<WorkshopDto[]>(await ctx.t.request({ method: 'GET', url: API.workshops.list })) as unknown as WorkshopDto[];
    if (!workshop) throw new Error('the seed has no workshop');
    const total = async () => json<LeadListResponse>(await ctx.asAdmin({ method: 'GET', url: API.leads.list })).total;
    const before = await total();
    for (const email of DISGUISED) {
      const res = await ctx.t.request({
        method: 'POST',
        url: API.leads.capture(ctx.t.config.leadFormKey, LEAD_FORM_IDS.workshop),
        payload: {
          ...visitorLead('mail'),
          email,
          bootcampTitle: workshop.title,
          bootcampSlug: workshop.slug,
          session: workshop.sessions[0] ?? '',
        },
      });
      expect({ email, status: res.statusCode }).toEqual({ email, status: 400 });
      expect(json<{ fieldErrors: Record<string, string> }>(res).fieldErrors).toHaveProperty('email');
    }
    expect(await total()).toBe(before);
  });

  it('the mailer sends to the address as given, never to one parsed out of a display name', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'itx-mail-'));
    const log = { info: () => undefined } as unknown as FastifyBaseLogger;
    const mailer = createMailer({ smtpUrl: null, dataDir, log });
    try {
      await mailer.send({ to: 'x<victim@evil.example>', subject: 'Registered', text: 'See you.' });
      const [file] = fs.readdirSync(path.join(dataDir, 'outbox'));
      const eml = fs.readFileSync(path.join(dataDir, 'outbox', file ?? ''), 'utf8');
      expect(eml).not.toMatch(/^To:.*<victim@evil\.example>/m);
    } finally {
      mailer.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
