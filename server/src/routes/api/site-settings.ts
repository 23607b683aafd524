import type { FastifyInstance } from 'fastify';
import { API } from '@contract';

/** The site's settings, public read (cached under 'site' until an admin saves them; routes/admin/site-settings.ts). */
export default async function siteSettingsRoutes(app: FastifyInstance): Promise<void> {
  app.get(API.site.settings, async (request, reply) => {
    const entry = await app.publicCache.get('site', 'site:settings', async () => ({
      status: 200,
      value: await app.siteSettingsRepository.get(),
    }));
    return app.publicCache.send(request, reply, entry);
  });
}
