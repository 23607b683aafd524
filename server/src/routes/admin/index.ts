import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { canUse, roleRefusedMessage, type AdminArea } from '@contract';
import leads from './leads';
import leadTasks from './lead-tasks';
import blogs from './blogs';
import jobs from './jobs';
import workshops from './workshops';
import images from './images';
import courses from './courses';
import alumni from './alumni';
import siteSettings from './site-settings';
import mailTemplates from './mail-templates';
import dashboard from './dashboard';
import siteSpeed from './site-speed';
import goLive from './go-live';
import webhook from './webhook';
import admins from './admins';
import activity, { recordAdminWrites, recordPersonalReads } from './activity';
import privacy from './privacy';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The part of the admin area a route belongs to (contract/roles.ts); the guard below checks the role against it. */
    adminArea?: AdminArea;
  }
}

/** A route module whose routes belong to `area`, unless a route names its own (`config.adminArea`). */
function inArea(area: AdminArea, routes: FastifyPluginAsync): FastifyPluginAsync {
  return async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, adminArea: route.config?.adminArea ?? area };
    });
    await scope.register(routes);
  };
}

/**
 * Every admin route lives in this folder and is registered here, inside one encapsulated context whose
 * first hook is the admin guard: a route added to this folder cannot skip it, and an anonymous call is
 * answered 401 before any validation, body parsing or upload reading, and a signed-in account whose role does
 * not include the route's area 403 (server/test/route-guards.test.ts walks every route for every role).
 *
 * This is what @fastify/autoload's `autohooks.ts` does, written as one static list because the server
 * ships as one esbuild bundle (scripts/build-server.mjs), where autoload has no folder to scan at run time.
 */
export default async function adminRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    await app.requireAdmin(request, reply);
    if (reply.sent || !request.user) return reply;
    // A route without an area (none should be) is the Owner's alone.
    const area = request.routeOptions.config.adminArea ?? 'settings';
    if (!canUse(request.user.staffRole, area)) return reply.code(403).send({ message: roleRefusedMessage(request.user.staffRole) });
  });
  // The audit log: every write answered in this context, after its answer (issue 20).
  recordAdminWrites(app);
  // The access log: who opened a lead, downloaded a CV or exported the CSV (issue 42).
  recordPersonalReads(app);
  // Route modules of this folder, one per domain (each registered once, in this list).
  await app.register(inArea('content', jobs));
  await app.register(inArea('content', blogs));
  await app.register(inArea('content', workshops));
  await app.register(inArea('content', images));
  await app.register(inArea('content', courses));
  await app.register(inArea('content', alumni));
  await app.register(inArea('settings', siteSettings));
  await app.register(inArea('settings', mailTemplates));
  await app.register(inArea('leads', leads));
  await app.register(inArea('leads', leadTasks));
  await app.register(inArea('leads', dashboard));
  await app.register(inArea('content', siteSpeed));
  await app.register(inArea('settings', goLive));
  await app.register(inArea('settings', webhook));
  await app.register(inArea('settings', admins));
  await app.register(inArea('records', activity));
  await app.register(inArea('records', privacy));
}
