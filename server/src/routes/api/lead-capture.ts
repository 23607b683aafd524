import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ValidationError, type AnyObjectSchema } from 'yup';
import {
  API,
  CV_FIELD,
  DEFAULT_LEAD_FORM_KEY,
  routePath,
  CV_MAX_BYTES,
  CV_SIZE_MESSAGE,
  CV_TYPE_MESSAGE,
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
  type LeadDto,
  type LeadInput,
  type WorkshopDto,
  type WorkshopRegistrationInput,
  WAITLIST_MESSAGE,
  WORKSHOP_ENDED_MESSAGE,
} from '@contract';
import { cvFileName, sniffCv } from '../../lib/cv';
import { HttpError } from '../../lib/errors';
import { admissionsMail, consentOf, utmOf } from '../../lib/leads';
import { brochureLink } from '../../lib/brochure-link';
import { callBackConfirmation } from '../../lib/visitor-mail';
import { registrationMailer } from '../../lib/registration-mail';
import type { QueuedMail } from '../../plugins/app/mail-outbox-repository';
import type { NewLead, NewLeadFile } from '../../plugins/app/leads-repository';
import { leadsAccepted } from '../../plugins/app/metrics';
import { keyedLimit, retryMessage } from '../../plugins/external/rate-limit';
import { validateInput } from '../../plugins/app/validation';
import { answer as jsonAnswer, headersTooLarge, operation, ref, writes, type Answer } from '../../openapi/schema';
import { bodyByParam } from '../../openapi/yup-json-schema';

/** Per client address: room for a classroom or office sharing one connection (the campus itself), too few for a flood. */
const LEAD_RATE_LIMIT = { limit: 20, windowMs: 10 * 60 * 1000 };

interface FormSpec {
  form: LeadForm;
  schema: AnyObjectSchema;
}

const FORMS: Record<string, FormSpec> = {
  [LEAD_FORM_IDS.callBack]: { form: 'call-back', schema: leadSchema },
  [LEAD_FORM_IDS.workshop]: { form: 'workshop', schema: workshopRegistrationSchema },
  [LEAD_FORM_IDS.jobApplication]: { form: 'job-application', schema: jobApplicationSchema },
};

type Tracking = Pick<
  LeadInput,
  'website' | 'sourcePage' | 'utmSource' | 'utmMedium' | 'utmCampaign' | 'utmTerm' | 'utmContent' | 'noticeVersion' | 'marketingConsent'
>;

/** Room for an application's text fields and the multipart framing beside its CV. */
const APPLICATION_FIELDS_BYTES = 128 * 1024;
/** The largest multipart application read at all: a longer declared body is refused before any of it is read. */
const APPLICATION_MAX_BYTES = CV_MAX_BYTES + APPLICATION_FIELDS_BYTES;
/** Busboy's limits for one application: one file of at most CV_MAX_BYTES (+1 to notice a longer one), a few short fields. */
const APPLICATION_LIMITS = { fileSize: CV_MAX_BYTES + 1, files: 1, fields: 20, fieldSize: 16 * 1024, parts: 21 };
const SEND_CV = `Send the CV as the one file field named "${CV_FIELD}".`;
const JSON_ONLY = 'Please send the form fields as a JSON object.';

/** A refused upload: its answer closes the connection, so the rest of the body is never read. */
class UploadRefused extends HttpError {}
const cvTooLarge = () => new UploadRefused(413, CV_SIZE_MESSAGE, { [CV_FIELD]: CV_SIZE_MESSAGE });

/** A multipart file part's bytes, up to CV_MAX_BYTES: one byte more and it stops reading at once (413). */
async function readCv(file: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of file) {
    size += chunk.length;
    if (size > CV_MAX_BYTES) throw cvTooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}

/** The multipart parser's own refusals (too many parts, a second file, an unreadable body) as this endpoint words them. */
function uploadProblem(err: unknown): HttpError {
  if (err instanceof HttpError) return err;
  const code = (err as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return cvTooLarge();
  if (code === 'FST_FILES_LIMIT') return new UploadRefused(400, SEND_CV, { [CV_FIELD]: SEND_CV });
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return new UploadRefused(413, 'The application has too many fields.');
  return new UploadRefused(400, `The upload could not be read: send the application as multipart/form-data with a boundary. ${SEND_CV}`);
}

interface Application {
  fields: Record<string, string>;
  cv: NewLeadFile | null;
  /** Why the file sent is no CV (CV_TYPE_MESSAGE), answered with the fields' own problems; null when none. */
  cvProblem: string | null;
}

/**
 * A job application sent as multipart/form-data (docs/product.md §5): its text fields, and its CV when one
 * came, checked by its bytes (PDF or Word .docx, at most 5 MB). Nothing is stored here. An empty file part
 * (a form whose file input was left empty) is no CV.
 */
async function readApplication(request: FastifyRequest): Promise<Application> {
  const fields: Record<string, string> = {};
  let sent: { name: string; bytes: Buffer } | null = null;
  try {
    for await (const part of request.parts({ limits: APPLICATION_LIMITS })) {
      if (part.type === 'file') {
        if (part.fieldname !== CV_FIELD || sent) throw new UploadRefused(400, SEND_CV, { [CV_FIELD]: SEND_CV });
        const bytes = await readCv(part.file);
        if (bytes.length > 0 || part.filename) sent = { name: part.filename, bytes };
      } else if (part.valueTruncated) {
        throw new UploadRefused(413, `The ${part.fieldname} field is too long.`, {
          [part.fieldname]: `The ${part.fieldname} field is too long.`,
        });
      } else if (typeof part.value === 'string') {
        // Browsers send multipart line breaks as CRLF; the JSON path gets plain LF.
        fields[part.fieldname] = part.value.replace(/\r\n?/g, '\n');
      }
    }
  } catch (err) {
    throw uploadProblem(err);
  }
  if (!sent) return { fields, cv: null, cvProblem: null };
  const contentType = sniffCv(sent.bytes);
  const fileName = contentType ? cvFileName(sent.name, contentType) : null;
  if (!contentType || !fileName) return { fields, cv: null, cvProblem: CV_TYPE_MESSAGE };
  return { fields, cv: { kind: 'cv', fileName, contentType, bytes: sent.bytes }, cvProblem: null };
}

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

/**
 * Where a registration's session label puts it: a workshop with one session (or none) takes it there whatever
 * label a stale page sent; with several, a label must be given, and one that matches none is kept as sent and
 * flagged for a counsellor (DECISIONS 12).
 */
export function placeInSession(sessions: readonly string[], sent: string): 'missing' | { session: string | null; flagged: boolean } {
  if (sessions.length === 1) return { session: sessions[0] ?? null, flagged: false };
  if (sessions.length === 0) return { session: sent || null, flagged: false };
  if (sent === '') return 'missing';
  const listed = sessions.find((s) => s.toLowerCase() === sent.toLowerCase());
  return listed ? { session: listed, flagged: false } : { session: sent, flagged: true };
}

/** Every answer of this endpoint, also those given before its handler runs, carries StatusCode (but Node's own 431). */
const captured = (description: string): Answer => jsonAnswer(description, ref('LeadCaptureAnswer'));

const captureSchema = operation({
  operationId: 'captureLead',
  tag: 'Leads',
  summary: 'Submit a lead form: 5 call back / demo, 13 workshop registration, 21 job application.',
  description:
    'Every answer carries `StatusCode` (the HTTP status). An exact repeat within 10 minutes is recorded once (for a job application, the same CV content counts as part of it); a filled honeypot (`website`) is answered 200 and not stored. A job application (21) may instead come as multipart/form-data with its text fields as parts and an optional CV in the file field `cv` (PDF or Word .docx, at most 5 MB, checked by its bytes): the lead and its CV are stored together or not at all. A multipart body declared longer than 5 MB + 128 KB, or a CV past 5 MB, is refused (413) as soon as that is known, without storing the rest: the connection then closes, after at most 2 s (or 8 MB) of dropping what the client still sends, so that the client reads the answer rather than a reset connection.',
  params: {
    formKey: {
      description: `The site's form key (LEAD_FORM_KEY, "${DEFAULT_LEAD_FORM_KEY}" by default).`,
      schema: { type: 'string', maxLength: 500, examples: [DEFAULT_LEAD_FORM_KEY] },
    },
    formId: { description: 'Which form: its body is the matching schema.', schema: { type: 'string', enum: Object.keys(FORMS) } },
  },
  body: bodyByParam('formId', Object.fromEntries(Object.entries(FORMS).map(([id, spec]) => [id, spec.schema])), {
    [LEAD_FORM_IDS.jobApplication]: {
      [CV_FIELD]: `Optional CV: a PDF (starts with %PDF-) or a Word .docx file, at most ${CV_MAX_BYTES / (1024 * 1024)} MB, checked by its bytes.`,
    },
  }),
  response: {
    ...Object.fromEntries(
      Object.entries({ ...writes, 414: jsonAnswer('A path parameter is longer than 500 characters.') }).map(([status, a]) => [
        status,
        captured(a.description),
      ]),
    ),
    431: headersTooLarge,
    200: captured('The lead is stored (or was an exact repeat).'),
    400: captured(
      'The form is not valid, the workshop or job is not open, the CV is not a PDF or Word (.docx) file (fieldErrors.cv), or the address holds a NUL.',
    ),
    413: captured('The body is too large: a CV past 5 MB (fieldErrors.cv), or a text field past its limit.'),
    404: captured('No such form.'),
    429: captured('Too many forms from this network (Retry-After).'),
  },
});

export default async function leadCapture(app: FastifyInstance): Promise<void> {
  // Counted in the handler, once the form is known to exist: a wrong address is a 404, not a hit.
  const perAddress = keyedLimit(app, 'lead-capture', LEAD_RATE_LIMIT, (request) => request.ip);

  app.post<{ Params: { formKey: string; formId: string } }>(
    routePath(API.leads.capture, 'formKey', 'formId'),
    { schema: captureSchema },
    async (request, reply) => {
      const { formKey, formId } = request.params;
      // Own keys only: a form id such as `toString` must not find Object.prototype's members.
      const spec = Object.hasOwn(FORMS, formId) ? FORMS[formId] : undefined;
      if (formKey !== app.config.leadFormKey || !spec) return answer(reply, 404, 'This form does not exist.');

      const limit = await perAddress(request);
      if (limit.exceeded) {
        reply.header('retry-after', String(limit.retryAfter));
        return answer(reply, 429, retryMessage('requests from your network', limit.retryAfter));
      }

      // A job application may come as multipart/form-data with the applicant's CV; every form also takes JSON.
      let body: unknown = request.body;
      let cv: NewLeadFile | null = null;
      let cvProblem: string | null = null;
      if (request.isMultipart() && spec.form === 'job-application') {
        const declared = Number(request.headers['content-length']);
        try {
          // A body declared longer than any application is refused before it is read.
          if (declared > APPLICATION_MAX_BYTES) throw cvTooLarge();
          ({ fields: body, cv, cvProblem } = await readApplication(request));
        } catch (err) {
          if (!(err instanceof HttpError)) throw err;
          // Refused mid-upload: close the connection rather than read (and throw away) the rest of the body.
          // While the body is still arriving, the close lingers so that the client reads this answer (plugins/app/http-semantics.ts).
          if (err instanceof UploadRefused) reply.header('connection', 'close');
          return answer(reply, err.statusCode, err.message, err.fieldErrors);
        }
      }
      if (body === null || typeof body !== 'object' || Array.isArray(body)) {
        return answer(reply, 400, JSON_ONLY);
      }
      let input: Tracking & Record<string, unknown>;
      try {
        input = validateInput(spec.schema, body) as Tracking & Record<string, unknown>;
      } catch (err) {
        if (!(err instanceof ValidationError)) throw err;
        const fieldErrors = { ...toFieldErrors(err), ...(cvProblem ? { [CV_FIELD]: cvProblem } : {}) };
        return answer(reply, 400, Object.values(fieldErrors)[0] ?? 'The form is not valid.', fieldErrors);
      }
      if (cvProblem) return answer(reply, 400, cvProblem, { [CV_FIELD]: cvProblem });

      // The honeypot is invisible to people; whoever fills it gets a normal answer and nothing is kept.
      if (input.website && input.website.trim() !== '') {
        request.log.info({ formId }, 'lead honeypot filled: answered, not stored');
        return answer(reply, 200, LEAD_SUCCESS_MESSAGE);
      }

      // Every form asks for the person's name and how to reach them.
      const person = input as unknown as Pick<LeadInput, 'name' | 'email' | 'countryCode' | 'phone'>;
      const common = {
        formId,
        form: spec.form,
        name: person.name,
        email: person.email,
        countryCode: person.countryCode,
        phone: person.phone,
        sourcePage: sourcePageOf(input.sourcePage, request.headers.referer),
        utm: utmOf(input),
        ...consentOf(input),
      };
      let lead: NewLead;
      // The workshop whose seats the registration counts against, and the one it is confirmed for.
      let registration: WorkshopDto | null = null;
      let confirmation: WorkshopDto | null = null;
      if (spec.form === 'call-back') {
        const v = input as unknown as LeadInput;
        // Any course name is stored as sent (DECISIONS 12); one the catalogue does not offer is flagged for a counsellor.
        const offered = await app.coursesRepository.offersLeadCourse(v.courseInterest);
        lead = { ...common, interest: v.courseInterest, flag: offered ? null : 'course-not-offered' };
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
        const placed = placeInSession(workshop.sessions, v.session?.trim() ?? '');
        if (placed === 'missing') return answer(reply, 400, 'Please select a session.', { session: 'Please select a session.' });
        // A label that matches none of several sessions is kept as sent, flagged, and holds no seat.
        if (!placed.flagged) registration = workshop;
        lead = {
          ...common,
          interest: workshop.title,
          session: placed.session,
          refSlug: workshop.slug,
          flag: placed.flagged ? 'session-not-listed' : null,
        };
        confirmation = workshop;
      } else {
        const v = input as unknown as JobApplicationInput;
        const job = await app.jobsRepository.findBySlug(v.jobSlug);
        // A job past its closing date still has a page (it says so) but takes no more applications.
        if (!job || !isJobOpen(job)) return answer(reply, 400, 'This job is no longer open.', { jobSlug: 'This job is no longer open.' });
        lead = { ...common, interest: job.title, message: v.message?.trim() ? v.message.trim() : null, refSlug: job.slug };
      }

      // The e-mails it sends are queued in the lead's own transaction, so none is lost; what they say is read first.
      const visitorMail = await visitorMailOf(spec.form, lead, confirmation);
      // Answer only once the row is committed: a 200 means the lead survives a crash right after.
      const seats = registration?.capacity ? { slug: registration.slug, capacity: registration.capacity } : undefined;
      // With a CRM webhook configured, its delivery is queued in the lead's own transaction (never lost).
      // An applicant's CV is written in the lead's transaction: never one without the other.
      const { lead: stored, duplicate } = await app.leadsRepository.store(lead, seats, {
        webhook: Boolean(app.config.leadWebhookUrl),
        ...(cv ? { file: cv } : {}),
        mails: (row) => [...visitorMail(row), ...admissionsMail(app.config, row)],
      });
      // Seats left are part of the workshop's pages and structured data.
      if (confirmation && seats && !duplicate) await app.workshopsRepository.seatsChanged();
      leadsAccepted.inc({ form: spec.form });
      const sent = answer(reply, 200, stored.waitlist ? WAITLIST_MESSAGE : LEAD_SUCCESS_MESSAGE);
      // The webhook's and the outbox's workers start after this answer is written (nudge defers them), never delaying or failing it.
      if (!duplicate) {
        app.leadWebhook.nudge();
        app.mailOutbox.nudge();
      }
      return sent;
    },
  );

  /**
   * What the visitor is sent at once (issue 43), made from the stored lead inside its transaction: a call-back
   * or demo request's confirmation, or a workshop registration's (with its calendar invitation) or waitlist
   * e-mail. Service messages: sent whatever the marketing consent. A lead without an address gets none.
   */
  async function visitorMailOf(form: LeadForm, lead: NewLead, workshop: WorkshopDto | null): Promise<(row: LeadDto) => QueuedMail[]> {
    if (!lead.email || (form !== 'call-back' && !workshop)) return () => [];
    if (workshop) {
      const mail = await registrationMailer(app);
      return (row) => [mail(row.waitlist ? 'workshop-waitlist' : 'workshop-confirmation', workshop, row)];
    }
    const [{ templates }, site] = await Promise.all([app.siteSettingsRepository.mailTemplates(), app.siteSettingsRepository.contact()]);
    const facts = { site, publicUrl: app.config.publicUrl };
    const course = lead.flag ? null : await app.coursesRepository.findByLeadCourse(lead.interest ?? '');
    const brochureUrl = course ? brochureLink(await app.coursesRepository.brochureKey(), course.slug).url : null;
    const template = templates['call-back-confirmation'];
    return (row) => [
      {
        kind: 'call-back-confirmation',
        leadId: row.id,
        to: row.email,
        ...callBackConfirmation(row, { ...facts, template, course, brochureUrl }),
      },
    ];
  }
}
