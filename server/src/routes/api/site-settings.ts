import type { FastifyInstance } from 'fastify';
import { API } from '@contract';
import { always, answer, notModified, operation, ref } from '../../openapi/schema';

/** The site's settings, public read (cached under 'site' until an admin saves them; routes/admin/site-settings.ts). */
export default async function siteSettingsRoutes(app: FastifyInstance): Promise<void> {
  const schema = operation({
    operationId: 'getSiteSettings',
    tag: 'Site',
    summary: "The site's settings that staff edit: the privacy policy's effective date.",
    response: { ...always, 200: answer('The settings.', ref('SiteSettings')), 304: notModified },
  });
  app.get(API.site.settings, { schema }, async (request, reply) => {
    const entry = await app.publicCache.get('site', 'site:settings', async () => ({
      status: 200,
      value: await app.siteSettingsRepository.get(),
    }));
    return app.publicCache.send(request, reply, entry);
  });
}
