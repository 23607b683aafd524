import type { FastifyInstance } from 'fastify';
import leads from './leads';
import blogs from './blogs';
import jobs from './jobs';
import workshops from './workshops';
import images from './images';
import courses from './courses';
import alumni from './alumni';
import siteSettings from './site-settings';
import dashboard from './dashboard';
import goLive from './go-live';
import webhook from './webhook';
import admins from './admins';
import activity, { recordAdminWrites, recordPersonalReads } from './activity';
import privacy from './privacy';

/**
 * Every admin route lives in this folder and is registered here, inside one encapsulated context whose
 * first hook is the admin guard: a route added to this folder cannot skip it, and an anonymous call is
 * answered 401 before any validation, body parsing or upload reading (server/test/route-guards.test.ts).
 *
 * This is what @fastify/autoload's `autohooks.ts` does, written as one static list because the server
 * ships as one esbuild bundle (scripts/build-server.mjs), where autoload has no folder to scan at run time.
 */
export default async function adminRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', app.requireAdmin);
  // The audit log: every write answered in this context, after its answer (issue 20).
  recordAdminWrites(app);
  // The access log: who opened a lead, downloaded a CV or exported the CSV (issue 42).
  recordPersonalReads(app);
  // Route modules of this folder, one per domain (each registered once, in this list).
  await app.register(jobs);
  await app.register(blogs);
  await app.register(workshops);
  await app.register(images);
  await app.register(courses);
  await app.register(alumni);
  await app.register(siteSettings);
  await app.register(leads);
  await app.register(dashboard);
  await app.register(goLive);
  await app.register(webhook);
  await app.register(admins);
  await app.register(activity);
  await app.register(privacy);
}
