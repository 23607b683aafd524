import type { FastifyInstance, FastifyReply } from 'fastify';
import { ValidationError, type AnyObjectSchema } from 'yup';
import {
  isJobOpen,
  jobApplicationSchema,
  LEAD_FORM_IDS,
  LEAD_SUCCESS_MESSAGE,
  leadSchema,
  toFieldErrors,
  workshopRegistrationSchema,
  type JobApplicationInput,
  type LeadCaptureResponse,
  type LeadForm,
  type LeadInput,
  type WorkshopDto,
  type WorkshopRegistrationInput,
  WAITLIST_MESSAGE,
  WORKSHOP_ENDED_MESSAGE,
} from '@contract';
import { leadNotification, utmOf } from '../../lib/leads';
import { workshopConfirmation } from '../../lib/workshop-mail';
import type { NewLead } from '../../plugins/app/leads-repository';
import { leadsAccepted } from '../../plugins/app/metrics';
import { keyedLimit, retryMessage } from '../../plugins/external/rate-limit';
import { validateInput } from '../../plugins/app/validation';

/** Per client address: room for a classroom or office sharing one connection (the campus itself), too few for a flood. */
const LEAD_RATE_LIMIT = { limit: 20, windowMs: 10 * 60 * 1000 };

interface FormSpec {
  form: LeadForm;
  schema: AnyObjectSchema;
}

const COURSE_NOT_OFFERED = 'Please select a course from the list.';

const FORMS: Record<string, FormSpec> = {
  [LEAD_FORM_IDS.callBack]: { form: 'call-back', schema: leadSchema },
  [LEAD_FORM_IDS.workshop]: { form: 'workshop', schema: workshopRegistrationSchema },
  [LEAD_FORM_IDS.jobApplication]: { form: 'job-application', schema: jobApplicationSchema },
};

type Tracking = Pick<LeadInput, 'website' | 'sourcePage' | 'utmSource' | 'utmMedium' | 'utmCampaign' | 'utmTerm' | 'utmContent'>;

/** Every answer of this endpoint carries `StatusCode` (docs/product.md §7) and mirrors it as the HTTP status. */
function answer(reply: FastifyReply, status: number, message: string, fieldErrors?: Record<string, string>): FastifyReply {
  const body: LeadCaptureResponse & { fieldErrors?: Record<string, string> } = {
    StatusCode: status,
    message,
    ...(fieldErrors ? { fieldErrors } : {}),
  };
  return reply.code(status).header('cache-control', 'no-store').send(body);
}

/** The page a lead came from: what the form sent, else the Referer's path. */
function sourcePageOf(sent: string | undefined, referer: string | undefined): string | null {
  if (sent) return sent.slice(0, 500);
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return `${url.pathname}${url.search}`.slice(0, 500);
  } catch {
    return null;
  }
}

export default async function leadCapture(app: FastifyInstance): Promise<void> {
  // Counted in the handler, once the form is known to exist: a wrong address is a 404, not a hit.
  const perAddress = keyedLimit(app, 'lead-capture', LEAD_RATE_LIMIT, (request) => request.ip);

  app.post<{ Params: { formKey: string; formId: string } }>('/api/FormLeadCapture/:formKey/:formId', async (request, reply) => {
    const { formKey, formId } = request.params;
    // Own keys only: a form id such as `toString` must not find Object.prototype's members.
    const spec = Object.hasOwn(FORMS, formId) ? FORMS[formId] : undefined;
    if (formKey !== app.config.leadFormKey || !spec) return answer(reply, 404, 'This form does not exist.');

    const limit = await perAddress(request);
    if (limit.exceeded) {
      reply.header('retry-after', String(limit.retryAfter));
      return answer(reply, 429, retryMessage('requests from your network', limit.retryAfter));
    }

    const body: unknown = request.body;
    if (body === null || typeof body !== 'object' || Array.isArray(body)) {
      return answer(reply, 400, 'Please send the form fields as a JSON object.');
    }
    let input: Tracking & Record<string, unknown>;
    try {
      input = validateInput(spec.schema, body) as Tracking & Record<string, unknown>;
    } catch (err) {
      if (!(err instanceof ValidationError)) throw err;
      const fieldErrors = toFieldErrors(err);
      return answer(reply, 400, Object.values(fieldErrors)[0] ?? 'The form is not valid.', fieldErrors);
    }

    // The honeypot is invisible to people; whoever fills it gets a normal answer and nothing is kept.
    if (input.website && input.website.trim() !== '') {
      request.log.info({ formId }, 'lead honeypot filled: answered, not stored');
      return answer(reply, 200, LEAD_SUCCESS_MESSAGE);
    }

    const common = {
      formId,
      form: spec.form,
      sourcePage: sourcePageOf(input.sourcePage, request.headers.referer),
      utm: utmOf(input),
    };
    let lead: NewLead;
    let registration: WorkshopDto | null = null;
    if (spec.form === 'call-back') {
      const v = input as unknown as LeadInput;
      // The course must be one the institute offers now (the catalogue is data: issue 19).
      if (!(await app.coursesRepository.offersLeadCourse(v.courseInterest))) {
        return answer(reply, 400, COURSE_NOT_OFFERED, { courseInterest: COURSE_NOT_OFFERED });
      }
      lead = { ...common, name: v.name, email: v.email, countryCode: v.countryCode, phone: v.phone, interest: v.courseInterest };
    } else if (spec.form === 'workshop') {
      const v = input as unknown as WorkshopRegistrationInput;
      const workshop = await app.workshopsRepository.findBySlug(v.bootcampSlug);
      if (!workshop) {
        return answer(reply, 400, 'This workshop is not open for registration.', {
          bootcampSlug: 'This workshop is not open for registration.',
        });
      }
      // Past its end, a workshop takes no more registrations (issue 19); a full one takes them onto its waitlist.
      if (workshop.status === 'ended') {
        return answer(reply, 400, `${WORKSHOP_ENDED_MESSAGE}: registrations are closed.`, {
          bootcampSlug: `${WORKSHOP_ENDED_MESSAGE}.`,
        });
      }
      registration = workshop;
      const session = v.session?.trim() ?? '';
      if (workshop.sessions.length > 0 && session === '') {
        return answer(reply, 400, 'Please select a session.', { session: 'Please select a session.' });
      }
      if (session !== '' && !workshop.sessions.includes(session)) {
        return answer(reply, 400, 'Please select a session from the list.', { session: 'Please select a session from the list.' });
      }
      lead = {
        ...common,
        name: v.name,
        email: v.email,
        countryCode: v.countryCode,
        phone: v.phone,
        interest: workshop.title,
        session: session || null,
        refSlug: workshop.slug,
      };
    } else {
      const v = input as unknown as JobApplicationInput;
      const job = await app.jobsRepository.findBySlug(v.jobSlug);
      // A job past its closing date still has a page (it says so) but takes no more applications.
      if (!job || !isJobOpen(job)) return answer(reply, 400, 'This job is no longer open.', { jobSlug: 'This job is no longer open.' });
      lead = {
        ...common,
        name: v.name,
        email: v.email,
        countryCode: v.countryCode,
        phone: v.phone,
        interest: job.title,
        message: v.message?.trim() ? v.message.trim() : null,
        refSlug: job.slug,
      };
    }

    // Answer only once the row is committed: a 200 means the lead survives a crash right after.
    const seats = registration?.capacity ? { slug: registration.slug, capacity: registration.capacity } : undefined;
    // With a CRM webhook configured, its delivery is queued in the lead's own transaction (never lost).
    const { lead: stored, duplicate } = await app.leadsRepository.store(lead, seats, { webhook: Boolean(app.config.leadWebhookUrl) });
    if (registration && !duplicate) {
      // Seats left are part of the workshop's pages and structured data.
      if (seats) await app.workshopsRepository.seatsChanged();
      const invitation = workshopConfirmation(registration, stored, app.config.publicUrl);
      void app.mailer
        .send({ to: stored.email, ...invitation })
        .catch((err: unknown) => request.log.error({ err, leadId: stored.id }, 'workshop confirmation mail failed'));
    }
    if (!duplicate && app.config.leadsNotifyEmail) {
      const to = app.config.leadsNotifyEmail;
      const mail = leadNotification(stored, app.config.publicUrl);
      // Best effort, after commit: a mail failure is logged and never refuses or loses the lead.
      void app.mailer
        .send({ to, ...mail })
        .catch((err: unknown) => request.log.error({ err, leadId: stored.id }, 'lead notification mail failed'));
    }
    leadsAccepted.inc({ form: spec.form });
    const sent = answer(reply, 200, stored.waitlist ? WAITLIST_MESSAGE : LEAD_SUCCESS_MESSAGE);
    // The webhook's worker starts after this answer is written (nudge defers it), never delaying or failing it.
    if (!duplicate) app.leadWebhook.nudge();
    return sent;
  });
}
