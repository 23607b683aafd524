import type { FastifyInstance, FastifyReply } from 'fastify';
import { REGISTRATION_API, REGISTRATION_MESSAGES, routePath, type RegistrationState, type WorkshopRegistrationDto } from '@contract';
import { isRegistrationToken } from '../../lib/registration-link';
import { registrationMailer } from '../../lib/registration-mail';
import { perAddress } from '../../plugins/external/rate-limit';
import { always, answer, idParam, operation, ref, tooMany, writes } from '../../openapi/schema';

/*
 * A workshop registration's own link (issue 43), in every e-mail about it: the registrant sees where the
 * registration stands and cancels it, which frees the seat for the first person on the waitlist. The
 * token is the link's HMAC (lib/registration-link.ts): a wrong one and an unknown registration answer alike.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const LIMIT = { limit: 30, windowMs: 15 * 60_000 };

const registrationSchema = {
  type: 'object',
  required: ['name', 'state', 'session', 'workshop', 'cancellable'],
  properties: {
    name: { type: 'string' },
    state: { type: 'string', enum: ['seat', 'waitlist', 'unconfirmed', 'cancelled'] },
    session: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    workshop: {
      type: 'object',
      required: ['slug', 'title', 'startsAt', 'endsAt'],
      properties: {
        slug: { type: 'string' },
        title: { type: 'string' },
        startsAt: { type: 'string', format: 'date-time' },
        endsAt: { type: 'string', format: 'date-time' },
      },
      additionalProperties: false,
    },
    cancellable: { type: 'boolean', description: 'False once the workshop has started.' },
  },
  additionalProperties: false,
} as const;

const params = { id: idParam('The registration (UUID).'), token: idParam('The token of its link.') };

export default async function workshopRegistrations(app: FastifyInstance): Promise<void> {
  const invalid = (reply: FastifyReply) =>
    reply.code(404).header('cache-control', 'no-store').send({ message: REGISTRATION_MESSAGES.invalidLink });

  /** The registration and its workshop when the link is this server's; null otherwise. */
  async function opened(id: string, token: string) {
    if (!UUID.test(id)) return null;
    if (!isRegistrationToken(await app.coursesRepository.brochureKey(), id, token)) return null;
    const lead = await app.leadsRepository.registration(id);
    if (!lead?.refSlug) return null;
    const workshop = await app.workshopsRepository.findBySlug(lead.refSlug);
    return { lead, workshop };
  }

  const rateLimit = perAddress('workshop-registration-ip', LIMIT, app.config.rateLimitScale, 'registration link requests');

  app.get<{ Params: { id: string; token: string } }>(
    routePath(REGISTRATION_API.one, 'id', 'token'),
    {
      schema: operation({
        operationId: 'getWorkshopRegistration',
        tag: 'Workshops',
        summary:
          'A workshop registration as its own link (in each e-mail about it) shows it: the workshop, where it stands, and whether it can be cancelled.',
        params,
        response: {
          ...always,
          200: answer('The registration.', registrationSchema),
          404: answer('The link is not valid (or the registration is gone).'),
          414: answer('A path parameter is longer than 500 characters.'),
          429: tooMany,
        },
      }),
      config: { rateLimit },
    },
    async (request, reply) => {
      const found = await opened(request.params.id, request.params.token);
      if (!found) return invalid(reply);
      const { lead, workshop } = found;
      const state: RegistrationState = lead.cancelledAt ? 'cancelled' : lead.waitlist ? 'waitlist' : lead.flag ? 'unconfirmed' : 'seat';
      const body: WorkshopRegistrationDto = {
        name: lead.name,
        state,
        session: lead.session,
        workshop: workshop
          ? { slug: workshop.slug, title: workshop.title, startsAt: workshop.startsAt, endsAt: workshop.endsAt }
          : {
              slug: lead.refSlug ?? '',
              title: lead.interest ?? '',
              startsAt: lead.createdAt.toISOString(),
              endsAt: lead.createdAt.toISOString(),
            },
        cancellable: state !== 'cancelled' && workshop !== null && Date.parse(workshop.startsAt) > Date.now(),
      };
      return reply.header('cache-control', 'no-store').send(body);
    },
  );

  app.post<{ Params: { id: string; token: string } }>(
    routePath(REGISTRATION_API.cancel, 'id', 'token'),
    {
      schema: operation({
        operationId: 'cancelWorkshopRegistration',
        tag: 'Workshops',
        summary:
          'Cancel a workshop registration from its own link: it holds no seat from now on, the first person on the waitlist gets the seat (and an e-mail with the invitation), and the registrant gets a cancellation of the calendar event.',
        params,
        response: {
          ...writes,
          200: answer('Cancelled (or it was already).', ref('Message')),
          400: answer('The workshop has started: it can no longer be cancelled here.'),
          404: answer('The link is not valid (or the registration is gone).'),
          414: answer('A path parameter is longer than 500 characters.'),
          429: tooMany,
        },
      }),
      config: { rateLimit },
    },
    async (request, reply) => {
      const found = await opened(request.params.id, request.params.token);
      if (!found) return invalid(reply);
      const { lead, workshop } = found;
      if (lead.cancelledAt) return reply.header('cache-control', 'no-store').send({ message: REGISTRATION_MESSAGES.alreadyCancelled });
      if (!workshop || Date.parse(workshop.startsAt) <= Date.now()) return reply.code(400).send({ message: REGISTRATION_MESSAGES.started });
      const mail = await registrationMailer(app);
      const outcome = await app.leadsRepository.cancelRegistration(lead.id, workshop, new Date(), (cancelled, promoted) => [
        ...(cancelled.email ? [mail('registration-cancelled', workshop, cancelled)] : []),
        ...(promoted?.email ? [mail('workshop-seat', workshop, promoted)] : []),
      ]);
      if (outcome === null) return invalid(reply);
      if (outcome === 'already') return reply.header('cache-control', 'no-store').send({ message: REGISTRATION_MESSAGES.alreadyCancelled });
      await app.workshopsRepository.seatsChanged();
      app.mailOutbox.nudge();
      return reply.header('cache-control', 'no-store').send({ message: REGISTRATION_MESSAGES.cancelled });
    },
  );
}
