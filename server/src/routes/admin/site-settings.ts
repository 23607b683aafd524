import type { FastifyInstance } from 'fastify';
import {
  API,
  formatDocumentDate,
  leadCourseExtrasSchema,
  siteContactSchema,
  siteFiguresSchema,
  siteSettingsSchema,
  type LeadCourseExtrasInput,
  type SiteContactInput,
  type SiteFiguresInput,
  type SiteSettingsInput,
} from '@contract';
import { noteAudit } from './activity';
import { adminRead, adminWrite, answer, operation, ref } from '../../openapi/schema';

/**
 * The site's settings, admin side (docs/product.md §3, Site settings): read them with their version, and
 * save them with the version the admin saw (a stale save is refused with 409 and changes nothing).
 */
export default async function adminSiteSettingsRoutes(app: FastifyInstance): Promise<void> {
  const readSchema = operation({
    operationId: 'getSiteSettingsForAdmin',
    tag: 'Site',
    summary: "The site's settings with their version, for the admin's form.",
    admin: true,
    response: { ...adminRead, 200: answer('The settings.', ref('SiteSettings')) },
  });
  app.get(API.site.adminSettings, { schema: readSchema }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send(await app.siteSettingsRepository.get()),
  );

  const saveSchema = operation({
    operationId: 'updateSiteSettings',
    tag: 'Site',
    summary: "Save the site's settings; send their `version` (or If-Match) so a stale save is refused.",
    description: 'The effective date must be a day of the calendar (YYYY-MM-DD), at most a year ahead.',
    admin: true,
    body: siteSettingsSchema,
    response: {
      ...adminWrite,
      200: answer('Saved.', ref('SiteSettings')),
      409: answer('The settings were changed by someone else since they were opened.'),
      412: answer('The settings were changed by someone else since they were opened (If-Match).'),
    },
  });
  app.put<{ Body: SiteSettingsInput }>(API.site.adminSettings, { schema: saveSchema }, async (request) => {
    const settings = await app.siteSettingsRepository.update(request.body, {
      ifMatch: request.headers['if-match'],
      version: request.body.version,
    });
    noteAudit(request, {
      summary: `Set the privacy policy's effective date to ${formatDocumentDate(request.body.privacyPolicyEffective)}`,
    });
    return settings;
  });

  const leadCoursesSchema = operation({
    operationId: 'updateLeadCourseExtras',
    tag: 'Site',
    summary: "Save the course names the enquiry forms list besides the catalogue's; send their `version` (or If-Match).",
    description: 'At most 20 distinct names of at most 200 characters; an empty list shows the catalogue only.',
    admin: true,
    body: leadCourseExtrasSchema,
    response: {
      ...adminWrite,
      200: answer('Saved.', ref('SiteSettings')),
      409: answer('The list was changed by someone else since it was opened.'),
      412: answer('The list was changed by someone else since it was opened (If-Match).'),
    },
  });
  app.put<{ Body: LeadCourseExtrasInput }>(API.site.adminLeadCourses, { schema: leadCoursesSchema }, async (request) => {
    const settings = await app.siteSettingsRepository.updateLeadCourseExtras(request.body, {
      ifMatch: request.headers['if-match'],
      version: request.body.version,
    });
    const names = settings.leadCourseExtras.names;
    noteAudit(request, {
      summary:
        names.length > 0 ? `Set the enquiry forms' extra courses to ${names.join(', ')}` : "Removed the enquiry forms' extra courses",
    });
    return settings;
  });

  const contactSchema = operation({
    operationId: 'updateSiteContact',
    tag: 'Site',
    summary: "Save the institute's contact facts and identity; send their `version` (or If-Match) so a stale save is refused.",
    description:
      'Every field at once. Phones are written with their country code and must be valid numbers (the first is the main one); links are https, each social link on its own network; the map position lies in India. Every page, the structured data, the e-mails and the brochure show the saved facts at once.',
    admin: true,
    body: siteContactSchema,
    response: {
      ...adminWrite,
      200: answer('Saved.', ref('SiteSettings')),
      409: answer('The contact facts were changed by someone else since they were opened.'),
      412: answer('The contact facts were changed by someone else since they were opened (If-Match).'),
    },
  });
  app.put<{ Body: SiteContactInput }>(API.site.adminContact, { schema: contactSchema }, async (request) => {
    const settings = await app.siteSettingsRepository.updateContact(request.body, {
      ifMatch: request.headers['if-match'],
      version: request.body.version,
    });
    noteAudit(request, { summary: "Saved the institute's contact facts" });
    return settings;
  });

  const figuresSchema = operation({
    operationId: 'updateSiteFigures',
    tag: 'Site',
    summary: 'Save the headline figures with their bases; send their `version` (or If-Match) so a stale save is refused.',
    description:
      'Every figure at once. A figure with a value needs its basis (who was counted, over what period, and how): the pages show it below the figure. An empty value hides the figure.',
    admin: true,
    body: siteFiguresSchema,
    response: {
      ...adminWrite,
      200: answer('Saved.', ref('SiteSettings')),
      409: answer('The figures were changed by someone else since they were opened.'),
      412: answer('The figures were changed by someone else since they were opened (If-Match).'),
    },
  });
  app.put<{ Body: SiteFiguresInput }>(API.site.adminFigures, { schema: figuresSchema }, async (request) => {
    const settings = await app.siteSettingsRepository.updateFigures(request.body, {
      ifMatch: request.headers['if-match'],
      version: request.body.version,
    });
    noteAudit(request, { summary: 'Saved the headline figures and their bases' });
    return settings;
  });
}
