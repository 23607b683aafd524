import type { FastifyInstance } from 'fastify';
import type { AnyObjectSchema } from 'yup';
import {
  API,
  PRIVACY_ADMIN_API,
  formatDocumentDate,
  leadCourseExtrasSchema,
  pageCopySchema,
  siteContactSchema,
  siteFiguresSchema,
  retentionSchema,
  type AdminArea,
  type RetentionInput,
  siteSettingsSchema,
  type LeadCourseExtrasInput,
  type PageCopyInput,
  type SiteContactInput,
  type SiteFiguresInput,
  type SiteSettingsDto,
  type SiteSettingsInput,
} from '@contract';
import { noteAudit } from './activity';
import type { WritePrecondition } from '../../lib/record-version';
import { adminRead, adminWrite, answer, listOf, operation, ref } from '../../openapi/schema';

/** One part of the settings, saved on its own with its own version. */
interface SettingSave<B extends { version?: number }> {
  path: string;
  operationId: string;
  summary: string;
  description: string;
  /** What a stale save names ("The settings"). */
  what: string;
  body: AnyObjectSchema;
  /** Page texts and figures are content (an Editor saves them); the rest are settings, the Owner's. */
  area?: AdminArea;
  save: (body: B, precondition: WritePrecondition) => Promise<SiteSettingsDto>;
  /** The activity log's line for a save. */
  audit: (body: B, saved: SiteSettingsDto) => string;
}

/**
 * The site's settings, admin side (docs/product.md §3, Site settings): read them with their version, and
 * save each part with the version the admin saw (a stale save is refused with 409/412 and changes nothing).
 */
export default async function adminSiteSettingsRoutes(app: FastifyInstance): Promise<void> {
  const readSchema = operation({
    operationId: 'getSiteSettingsForAdmin',
    tag: 'Site',
    summary: "The site's settings with their version, for the admin's form.",
    admin: true,
    response: { ...adminRead, 200: answer('The settings.', ref('SiteSettings')) },
  });
  // Read by the content pages' editors too (page copy, figures); saving settings is the Owner's.
  const content = { adminArea: 'content' } as const;
  app.get(API.site.adminSettings, { schema: readSchema, config: content }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send(await app.siteSettingsRepository.get()),
  );

  /** A PUT that saves one part of the settings, guarded by its version (body `version` or If-Match), and notes it. */
  const settingRoute = <B extends { version?: number }>(s: SettingSave<B>) => {
    const schema = operation({
      operationId: s.operationId,
      tag: 'Site',
      summary: `${s.summary}; send their \`version\` (or If-Match) so a stale save is refused.`,
      description: s.description,
      admin: true,
      body: s.body,
      response: {
        ...adminWrite,
        200: answer('Saved.', ref('SiteSettings')),
        409: answer(`${s.what} were changed by someone else since they were opened.`),
        412: answer(`${s.what} were changed by someone else since they were opened (If-Match).`),
      },
    });
    app.put(s.path, { schema, config: s.area ? { adminArea: s.area } : {} }, async (request) => {
      // Validated against `s.body` before the handler runs.
      const body = request.body as B;
      const saved = await s.save(body, { ifMatch: request.headers['if-match'], version: body.version });
      noteAudit(request, { summary: s.audit(body, saved) });
      return saved;
    });
  };
  const repository = app.siteSettingsRepository;

  settingRoute<SiteSettingsInput>({
    path: API.site.adminSettings,
    operationId: 'updateSiteSettings',
    summary: "Save the site's settings",
    description: 'The effective date must be a day of the calendar (YYYY-MM-DD), at most a year ahead.',
    what: 'The settings',
    body: siteSettingsSchema,
    save: (body, precondition) => repository.update(body, precondition),
    audit: (body) => `Set the privacy policy's effective date to ${formatDocumentDate(body.privacyPolicyEffective)}`,
  });

  settingRoute<LeadCourseExtrasInput>({
    path: API.site.adminLeadCourses,
    operationId: 'updateLeadCourseExtras',
    summary: "Save the course names the enquiry forms list besides the catalogue's",
    description: 'At most 20 distinct names of at most 200 characters; an empty list shows the catalogue only.',
    what: 'The course names',
    body: leadCourseExtrasSchema,
    save: (body, precondition) => repository.updateLeadCourseExtras(body, precondition),
    audit: (_body, saved) => {
      const names = saved.leadCourseExtras.names;
      return names.length > 0 ? `Set the enquiry forms' extra courses to ${names.join(', ')}` : "Removed the enquiry forms' extra courses";
    },
  });

  settingRoute<SiteContactInput>({
    path: API.site.adminContact,
    operationId: 'updateSiteContact',
    summary: "Save the institute's contact facts and identity",
    description:
      'Every field at once. Phones are written with their country code and must be valid numbers (the first is the main one); links are https, each social link on its own network; the map position lies in India. Every page, the structured data, the e-mails and the brochure show the saved facts at once.',
    what: 'The contact facts',
    body: siteContactSchema,
    save: (body, precondition) => repository.updateContact(body, precondition),
    audit: () => "Saved the institute's contact facts",
  });

  settingRoute<RetentionInput>({
    path: PRIVACY_ADMIN_API.retention,
    operationId: 'updateRetention',
    summary: 'Save how long personal data is kept',
    description:
      'Months for each kind of record: enquiries after their last activity, job applications after the job closed, workshop registrations after the workshop, the access log after its entry (at least 12). The daily job erases what is older, except leads with a follow-up planned or on legal hold; the privacy policy shows the rules at once.',
    what: 'The retention rules',
    body: retentionSchema,
    save: (body, precondition) => repository.updateRetention(body, precondition),
    audit: () => 'Saved how long personal data is kept',
  });

  settingRoute<SiteFiguresInput>({
    path: API.site.adminFigures,
    operationId: 'updateSiteFigures',
    summary: 'Save the headline figures with their bases',
    description:
      'Every figure at once. A figure with a value needs its basis (who was counted, over what period, and how): the pages show it below the figure. An empty value hides the figure.',
    what: 'The figures',
    body: siteFiguresSchema,
    area: 'content',
    save: (body, precondition) => repository.updateFigures(body, precondition),
    audit: () => 'Saved the headline figures and their bases',
  });

  settingRoute<PageCopyInput>({
    path: API.site.adminCopy,
    operationId: 'updatePageCopy',
    summary: "Save the home and about pages' texts",
    description:
      'Every text at once, plain text (a blank line between paragraphs). The pages show them at once; each saved version is kept, so an earlier one can be brought back by saving it again.',
    what: 'The page texts',
    body: pageCopySchema,
    area: 'content',
    save: (body, precondition) => repository.updateCopy(body, precondition),
    audit: () => "Saved the home and about pages' texts",
  });

  const revisionsSchema = operation({
    operationId: 'listPageCopyRevisions',
    tag: 'Site',
    summary: "The saved versions of the home and about pages' texts, newest first (the last 20, the current one first).",
    admin: true,
    response: { ...adminRead, 200: answer('The versions.', listOf('PageCopyRevision')) },
  });
  app.get(`${API.site.adminCopy}/revisions`, { schema: revisionsSchema, config: content }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send(await repository.copyRevisions()),
  );
}
