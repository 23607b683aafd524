import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  YOUR_DATA_API,
  PRIVACY_LINK_TTL_MS,
  PRIVACY_MESSAGES,
  privacyCorrectionSchema,
  privacyLinkSchema,
  privacyNomineeSchema,
  privacySubjectOf,
  ROUTES,
  routePath,
  type MessageResponse,
  type PrivacyCorrectionInput,
  type PrivacyLinkInput,
  type PrivacyNomineeInput,
  type YourDataDto,
} from '@contract';
import { secretsEqual } from '../../lib/password';
import { hashToken } from '../../plugins/app/sessions';
import { keyedLimit, perAddress } from '../../plugins/external/rate-limit';
import { sendTooMany } from '../apiauth/limits';
import { yourDataMail, yourDataPdf } from '../../lib/your-data';
import { answer, bytes, idParam, operation, ref, tooMany, writes, always } from '../../openapi/schema';

/*
 * "Your data" (issue 42), the rights of a data principal: a link by e-mail (like the password reset, the
 * answer never says whether anything is held), opened once within 30 minutes; opening it sets a cookie for
 * this path only, valid 30 minutes, with which the person reads, downloads, corrects, withdraws, asks for
 * erasure and names a nominee. Cross-site writes are refused (plugins/external/csrf.ts).
 */

export const YOUR_DATA_COOKIE = 'itx_your_data';
const COOKIE_PATH = '/api/your-data';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TOKEN = /^[\w-]{20,100}$/;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Link requests send e-mail: scarce per network and per contact, like password resets. */
const LIMITS = {
  linkIp: { limit: 10, windowMs: HOUR },
  linkContact: { limit: 3, windowMs: HOUR },
  openIp: { limit: 20, windowMs: 15 * MINUTE },
};

const viewAnswer = (what: string) => answer(what, ref('YourData'));
const notOpen = { 401: answer('The view is not open (no link opened in this browser in the last 30 minutes).') };

interface View {
  linkId: string;
  subject: string;
  expiresAt: Date;
}

export default async function yourData(app: FastifyInstance): Promise<void> {
  const repo = app.privacyRepository;
  const pending = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pending]);
  });
  const contactLimit = keyedLimit(app, 'your-data-contact', LIMITS.linkContact, (request) => {
    const contact = (request.body as { contact?: unknown } | undefined)?.contact;
    const subject = typeof contact === 'string' ? privacySubjectOf(contact) : null;
    return subject ? `${subject.kind}:${subject.value}` : '';
  });

  function setViewCookie(request: FastifyRequest, reply: FastifyReply, value: string): void {
    reply.setCookie(YOUR_DATA_COOKIE, value, {
      path: COOKIE_PATH,
      httpOnly: true,
      sameSite: 'strict',
      secure: request.protocol === 'https',
      maxAge: PRIVACY_LINK_TTL_MS / 1000,
    });
  }

  /**
   * onRequest of every route that needs the view: 401 before the body is read or validated when this browser
   * has no open view (as the admin guard does for a session), else the view for the handler (`viewOf`).
   */
  const views = new WeakMap<FastifyRequest, View>();
  async function requireView(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const [linkId = '', secret = ''] = (request.cookies[YOUR_DATA_COOKIE] ?? '').split('.');
    const view =
      UUID.test(linkId) && TOKEN.test(secret) ? await repo.findView(linkId, (hash) => secretsEqual(hashToken(secret), hash)) : null;
    if (!view) return reply.code(401).header('cache-control', 'no-store').send({ message: PRIVACY_MESSAGES.notOpen });
    views.set(request, { linkId, ...view });
  }
  function viewOf(request: FastifyRequest): View {
    const view = views.get(request);
    if (!view) throw new Error('a "Your data" route ran without its view');
    return view;
  }

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  app.post<{ Body: PrivacyLinkInput }>(
    YOUR_DATA_API.link,
    {
      schema: operation({
        operationId: 'requestYourDataLink',
        tag: 'Privacy',
        summary: 'Mail a "Your data" link for an e-mail address or phone number (the answer is the same whether or not anything is held).',
        body: privacyLinkSchema,
        response: { ...writes, 200: answer('Accepted.', ref('Message')), 429: tooMany },
      }),
      config: { rateLimit: perAddress('your-data-ip', LIMITS.linkIp, app.config.rateLimitScale, '"Your data" link requests') },
    },
    async (request, reply) => {
      const limited = await contactLimit(request);
      if (limited.exceeded) return sendTooMany(reply, '"Your data" link requests', limited.retryAfter);
      const subject = privacySubjectOf(request.body.contact);
      if (subject) {
        // After the answer: it must not take longer when something is held.
        const task = (async () => {
          // Only where something is held; an address gets its own link, a phone's links go to its records' addresses.
          const held = await repo.mailboxes(subject);
          const mailboxes = subject.kind === 'email' ? held.slice(0, 1).map(() => subject.value) : held;
          const site = await app.siteSettingsRepository.contact();
          for (const to of mailboxes) {
            const token = randomBytes(32).toString('base64url');
            const id = await repo.createLink(subject, hashToken(token));
            await app.mailer.send(yourDataMail(to, `${app.config.publicUrl}${ROUTES.yourDataLink(id, token)}`, site));
          }
          request.log.info({ links: mailboxes.length }, 'your-data links sent');
        })()
          .catch((err: unknown) => request.log.error({ err }, 'your-data link e-mail failed'))
          .finally(() => pending.delete(task));
        pending.add(task);
      }
      const body: MessageResponse = { message: PRIVACY_MESSAGES.linkSent };
      return reply.send(body);
    },
  );

  app.post<{ Params: { id: string; token: string } }>(
    routePath(YOUR_DATA_API.open, 'id', 'token'),
    {
      schema: operation({
        operationId: 'openYourData',
        tag: 'Privacy',
        summary: 'Open a "Your data" link (once, within 30 minutes): sets the view cookie and answers the data.',
        params: { id: idParam('The link id (UUID).'), token: idParam('The secret token from the link.') },
        response: {
          ...writes,
          200: viewAnswer('Everything held for the link’s e-mail or phone.'),
          400: answer('The link is not valid, used or expired.'),
          414: answer('A path parameter is longer than 500 characters.'),
          429: tooMany,
        },
      }),
      config: { rateLimit: perAddress('your-data-open-ip', LIMITS.openIp, app.config.rateLimitScale, '"Your data" link attempts') },
    },
    async (request, reply) => {
      const { id, token } = request.params;
      if (!UUID.test(id) || !TOKEN.test(token)) return reply.code(400).send({ message: PRIVACY_MESSAGES.invalidLink });
      const secret = randomBytes(32).toString('base64url');
      const opened = await repo.openLink(id, (hash) => secretsEqual(hashToken(token), hash), hashToken(secret));
      if (!opened.ok) {
        const message = { invalid: PRIVACY_MESSAGES.invalidLink, used: PRIVACY_MESSAGES.usedLink, expired: PRIVACY_MESSAGES.expiredLink }[
          opened.reason
        ];
        return reply.code(400).send({ message });
      }
      setViewCookie(request, reply, `${id}.${secret}`);
      const body: YourDataDto = await repo.dataOf(opened.subject, new Date(Date.now() + PRIVACY_LINK_TTL_MS));
      return reply.send(body);
    },
  );

  app.get(
    YOUR_DATA_API.view,
    {
      schema: operation({
        operationId: 'readYourData',
        tag: 'Privacy',
        summary: 'Everything held for the open view’s e-mail or phone: records, consent, notes, requests, nominee.',
        response: { ...always, 200: viewAnswer('The data.'), ...notOpen },
      }),
      onRequest: requireView,
    },
    async (request, reply) => {
      const view = viewOf(request);
      return reply.send(await repo.dataOf(view.subject, view.expiresAt));
    },
  );

  app.delete(
    YOUR_DATA_API.view,
    {
      schema: operation({
        operationId: 'closeYourData',
        tag: 'Privacy',
        summary: 'End the view (the cookie stops working).',
        response: { ...writes, 200: answer('Closed.', ref('Message')), ...notOpen },
      }),
      onRequest: requireView,
    },
    async (request, reply) => {
      const view = viewOf(request);
      await repo.closeView(view.linkId);
      reply.clearCookie(YOUR_DATA_COOKIE, { path: COOKIE_PATH });
      return reply.send({ message: PRIVACY_MESSAGES.closed });
    },
  );

  app.get(
    YOUR_DATA_API.exportJson,
    {
      schema: operation({
        operationId: 'downloadYourDataJson',
        tag: 'Privacy',
        summary: 'The data as a JSON file (attachment).',
        response: { ...always, 200: bytes('The data (attachment).', { 'application/json': ref('YourData') }), ...notOpen },
      }),
      onRequest: requireView,
    },
    async (request, reply) => {
      const view = viewOf(request);
      const data = await repo.dataOf(view.subject, view.expiresAt);
      await repo.recordAccess(view.subject, 'JSON');
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', 'attachment; filename="your-data.json"')
        .send(JSON.stringify(data, null, 2));
    },
  );

  app.get(
    YOUR_DATA_API.exportPdf,
    {
      schema: operation({
        operationId: 'downloadYourDataPdf',
        tag: 'Privacy',
        summary: 'The data as a PDF (attachment).',
        response: {
          ...always,
          200: bytes('The data (attachment).', { 'application/pdf': { type: 'string', contentMediaType: 'application/pdf' } }),
          ...notOpen,
        },
      }),
      onRequest: requireView,
    },
    async (request, reply) => {
      const view = viewOf(request);
      const data = await repo.dataOf(view.subject, view.expiresAt);
      const pdf = await yourDataPdf(data, await app.siteSettingsRepository.contact(), new Date());
      await repo.recordAccess(view.subject, 'PDF');
      return reply.type('application/pdf').header('content-disposition', 'attachment; filename="your-data.pdf"').send(pdf);
    },
  );

  app.put<{ Body: PrivacyCorrectionInput }>(
    YOUR_DATA_API.details,
    {
      schema: operation({
        operationId: 'correctYourData',
        tag: 'Privacy',
        summary: 'Correct the name, e-mail and phone on every record of the view.',
        body: privacyCorrectionSchema,
        response: { ...writes, 200: viewAnswer('The corrected data.'), ...notOpen },
      }),
      onRequest: requireView,
    },
    async (request, reply) => {
      const view = viewOf(request);
      const subject = await repo.correct(view.linkId, view.subject, request.body);
      return reply.send(await repo.dataOf(subject, view.expiresAt));
    },
  );

  app.post(
    YOUR_DATA_API.withdraw,
    {
      schema: operation({
        operationId: 'withdrawYourConsent',
        tag: 'Privacy',
        summary: 'Withdraw consent to news and offers on every record of the view.',
        response: { ...writes, 200: viewAnswer('The data, without marketing consent.'), ...notOpen },
      }),
      onRequest: requireView,
    },
    async (request, reply) => {
      const view = viewOf(request);
      await repo.withdraw(view.subject);
      return reply.send(await repo.dataOf(view.subject, view.expiresAt));
    },
  );

  app.post(
    YOUR_DATA_API.erasure,
    {
      schema: operation({
        operationId: 'requestErasure',
        tag: 'Privacy',
        summary: 'Ask for erasure: an open request staff complete by its due date (a second one while it is open adds nothing).',
        response: { ...writes, 200: viewAnswer('The data, with the open erasure request.'), ...notOpen },
      }),
      onRequest: requireView,
    },
    async (request, reply) => {
      const view = viewOf(request);
      if (await repo.requestErasure(view.subject)) request.log.info('erasure requested');
      return reply.send(await repo.dataOf(view.subject, view.expiresAt));
    },
  );

  app.put<{ Body: PrivacyNomineeInput }>(
    YOUR_DATA_API.nominee,
    {
      schema: operation({
        operationId: 'nameNominee',
        tag: 'Privacy',
        summary: 'Name a nominee (name and e-mail or phone) who may exercise these rights on the person’s death or incapacity.',
        body: privacyNomineeSchema,
        response: { ...writes, 200: viewAnswer('The data, with the nominee.'), ...notOpen },
      }),
      onRequest: requireView,
    },
    async (request, reply) => {
      const view = viewOf(request);
      await repo.setNominee(view.subject, request.body);
      return reply.send(await repo.dataOf(view.subject, view.expiresAt));
    },
  );
}
