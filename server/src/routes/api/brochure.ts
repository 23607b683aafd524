import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  API,
  routePath,
  BROCHURE_LEAD_MESSAGE,
  BROCHURE_LINK_EXPIRED_MESSAGE,
  BROCHURE_LINK_INVALID_MESSAGE,
  BROCHURE_LINK_MISSING_MESSAGE,
  BROCHURE_READY_MESSAGE,
  brochureDownloadQuerySchema,
  brochureFileName,
  brochureRequestSchema,
  istDay,
  LEAD_FORM_IDS,
  ROUTES,
  SLUG_PATTERN,
  type BrochureLinkDto,
  type BrochureRequestInput,
  type CourseDto,
} from '@contract';
import { buildBrochure } from '../../lib/brochure';
import { always, answer, notFound as noSuch, operation, slugParam, textBody, writes, type Agrees, type Assert } from '../../openapi/schema';

const brochureLinkSchema = {
  type: 'object',
  required: ['message', 'url', 'expiresAt'],
  properties: {
    message: { type: 'string' },
    url: { type: 'string', description: 'The brochure PDF: `/api/courses/{slug}/brochure.pdf?t=<token>`.' },
    expiresAt: { type: 'string', format: 'date-time' },
  },
  additionalProperties: false,
} as const;
export type BrochureLinkSchemaAgrees = Assert<Agrees<typeof brochureLinkSchema, BrochureLinkDto>>;
import { brochureLink, checkBrochureToken, type BrochureTokenCheck } from '../../lib/brochure-link';
import { admissionsMail, consentOf, utmOf } from '../../lib/leads';
import { COURSE_NOT_FOUND } from '../../plugins/app/courses-repository';
import type { NewLead } from '../../plugins/app/leads-repository';
import { leadsAccepted } from '../../plugins/app/metrics';
import { perAddress } from '../../plugins/external/rate-limit';

/** Per client address, like the lead forms: room for a classroom sharing one connection, too few for a flood. */
const BROCHURE_RATE_LIMIT = { limit: 20, windowMs: 10 * 60 * 1000 };

const REFUSED: Record<Exclude<BrochureTokenCheck, 'valid'>, string> = {
  missing: BROCHURE_LINK_MISSING_MESSAGE,
  invalid: BROCHURE_LINK_INVALID_MESSAGE,
  expired: BROCHURE_LINK_EXPIRED_MESSAGE,
};

/** A brochure made once per course content (its cached answer's ETag: fields and open batches) and Hyderabad day. */
interface Made {
  stamp: string;
  bytes: Promise<Buffer>;
}

/**
 * The course brochure (issue 21, docs/product.md §2, course brochure). POST: a visitor leaves a name and phone
 * number for a course; that is stored as a call-back lead about the course (its message says it asked for
 * the brochure) and answered with a signed download link. GET with that link: the PDF, made from the
 * course's data of the day, with only the batches still open.
 */
export default async function brochureRoutes(app: FastifyInstance): Promise<void> {
  const made = new Map<string, Made>();

  /** The course at `slug`, or at the address it moved to; null when the site offers none there. */
  async function currentSlug(slug: string): Promise<string | null> {
    if (!SLUG_PATTERN.test(slug)) return null;
    // Only known slugs get a cache entry, so requests for made-up slugs cannot grow the cache.
    const list = await app.publicCache.get('courses', 'slugs', async () => ({ status: 200, value: await app.coursesRepository.slugs() }));
    if ((JSON.parse(list.body) as string[]).includes(slug)) return slug;
    return app.coursesRepository.movedTo(slug);
  }

  const notFound = (reply: FastifyReply) => reply.code(404).header('cache-control', 'no-store').send({ message: COURSE_NOT_FOUND });

  app.post<{ Params: { slug: string }; Body: BrochureRequestInput }>(
    routePath(API.courses.brochure, 'slug'),
    {
      schema: operation({
        operationId: 'requestCourseBrochure',
        tag: 'Courses',
        summary:
          "Ask for a course's brochure with a name and phone number: stored as a call-back lead about the course, answered with a download link.",
        description:
          "The lead's source page is the course page and its message says it asked for the brochure. The link works for 24 hours. " +
          'A filled `website` honeypot is answered the same and nothing is kept.',
        params: { slug: slugParam('course') },
        body: brochureRequestSchema,
        response: {
          ...writes,
          200: answer('The lead is stored (or folded into the same request made minutes ago): the download link.', brochureLinkSchema),
          ...noSuch('course'),
          429: answer('Too many brochure requests from this network (Retry-After).'),
        },
      }),
      config: { rateLimit: perAddress('brochure', BROCHURE_RATE_LIMIT, app.config.rateLimitScale, 'brochure requests from your network') },
    },
    async (request, reply) => {
      const slug = await currentSlug(request.params.slug);
      const course = slug ? await app.coursesRepository.findBySlug(slug) : null;
      if (!course) return notFound(reply);
      const input = request.body;
      const link = brochureLink(await app.coursesRepository.brochureKey(), course.slug);
      const body: BrochureLinkDto = { message: BROCHURE_READY_MESSAGE, url: link.url, expiresAt: link.expiresAt.toISOString() };
      const send = () => reply.header('cache-control', 'no-store').send(body);

      // The honeypot is invisible to people; whoever fills it gets a normal answer and nothing is kept.
      if (input.website && input.website.trim() !== '') {
        request.log.info({ course: course.slug }, 'brochure honeypot filled: answered, not stored');
        return send();
      }
      await storeLead(request, course, input);
      return send();
    },
  );

  /** The call-back lead of a brochure request: about the course, from its page, marked in its message; committed before the answer. */
  async function storeLead(request: FastifyRequest, course: CourseDto, input: BrochureRequestInput): Promise<void> {
    const lead: NewLead = {
      formId: LEAD_FORM_IDS.callBack,
      form: 'call-back',
      name: input.name,
      // The form asks for a phone number only: the lead has no e-mail address.
      email: '',
      countryCode: input.countryCode,
      phone: input.phone,
      interest: course.leadCourse,
      message: BROCHURE_LEAD_MESSAGE,
      sourcePage: ROUTES.course(course.slug),
      utm: utmOf(input),
      ...consentOf(input),
    };
    const { duplicate } = await app.leadsRepository.store(lead, undefined, {
      webhook: Boolean(app.config.leadWebhookUrl),
      mails: (stored) => admissionsMail(app.config, stored),
    });
    leadsAccepted.inc({ form: 'call-back' });
    // The webhook's and the outbox's workers start after this answer is written (nudge defers them).
    if (!duplicate) {
      app.leadWebhook.nudge();
      app.mailOutbox.nudge();
    }
  }

  app.get<{ Params: { slug: string }; Querystring: { t?: string } }>(
    routePath(API.courses.brochurePdf, 'slug'),
    {
      schema: operation({
        operationId: 'downloadCourseBrochure',
        tag: 'Courses',
        summary:
          "The course's brochure, an A4 PDF made from the course's data of the day (only its open batches), with a link from requestCourseBrochure.",
        description: 'Sent as an attachment (`itx-{slug}-brochure.pdf`) with Cache-Control: private, no-store.',
        params: { slug: slugParam('course') },
        querystring: brochureDownloadQuerySchema,
        response: {
          ...always,
          200: textBody('application/pdf', 'The brochure.'),
          403: answer('The link has no token, a token this server did not sign for this course, or one that has expired.'),
          ...noSuch('course'),
        },
      }),
    },
    async (request, reply) => {
      const slug = await currentSlug(request.params.slug);
      if (!slug) return notFound(reply);
      // The link names the address it was given for; a course that moved since keeps its links working.
      const check = checkBrochureToken(await app.coursesRepository.brochureKey(), request.params.slug, request.query.t);
      if (check !== 'valid') return reply.code(403).header('cache-control', 'no-store').send({ message: REFUSED[check] });

      const entry = await app.publicCache.get('courses', `brochure:${slug}`, async () => {
        const dto = await app.coursesRepository.findBySlug(slug);
        return dto ? { status: 200, value: dto } : { status: 404, value: null };
      });
      if (entry.status !== 200) return notFound(reply);
      const now = new Date();
      const site = await app.siteSettingsRepository.contact();
      // A new day, a changed course or new contact facts make a new brochure.
      const stamp = `${entry.etag}|${istDay(now)}|${site.version}`;
      let brochure = made.get(slug);
      if (brochure?.stamp !== stamp) {
        const bytes = buildBrochure(JSON.parse(entry.body) as CourseDto, { now, siteUrl: app.config.publicUrl, site });
        brochure = { stamp, bytes };
        made.set(slug, brochure);
        // A failed build is not kept: the next download tries again.
        bytes.catch(() => {
          if (made.get(slug) === brochure) made.delete(slug);
        });
      }
      const pdf = await brochure.bytes;
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${brochureFileName(slug)}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(pdf);
    },
  );
}
