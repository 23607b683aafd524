import type { FastifyInstance } from 'fastify';
import {
  API,
  formatDocumentDate,
  leadCourseExtrasSchema,
  siteSettingsSchema,
  type LeadCourseExtrasInput,
  type SiteSettingsInput,
} from '@contract';
import { noteAudit } from './activity';

/**
 * The site's settings, admin side (docs/product.md §3, Site settings): read them with their version, and
 * save them with the version the admin saw (a stale save is refused with 409 and changes nothing).
 */
export default async function adminSiteSettingsRoutes(app: FastifyInstance): Promise<void> {
  app.get(API.site.adminSettings, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send(await app.siteSettingsRepository.get()),
  );

  app.put<{ Body: SiteSettingsInput }>(API.site.adminSettings, { schema: { body: siteSettingsSchema } }, async (request) => {
    const settings = await app.siteSettingsRepository.update(request.body, {
      ifMatch: request.headers['if-match'],
      version: request.body.version,
    });
    noteAudit(request, {
      summary: `Set the privacy policy's effective date to ${formatDocumentDate(request.body.privacyPolicyEffective)}`,
    });
    return settings;
  });

  app.put<{ Body: LeadCourseExtrasInput }>(API.site.adminLeadCourses, { schema: { body: leadCourseExtrasSchema } }, async (request) => {
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
}
