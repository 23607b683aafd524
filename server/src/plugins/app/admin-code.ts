import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { API } from '@contract';
import type { Db } from '../../db/client';
import { readStoredAdminCode, resolveAdminCode, rotateAdminCode } from '../../db/seed';

/**
 * The admin code that sign-up asks for. ADMIN_CODE in the environment wins whenever it is set (it is
 * the operator's explicit choice); otherwise the stored one, generated on the first start and replaced by
 * `npm run admin-code -- --rotate`. Sign-up reads the stored code afresh, so a rotation made by the
 * command (or on another instance sharing the PostgreSQL database) holds at once, without a restart.
 */
export async function useAdminCode(app: FastifyInstance, db: Db, fromEnv: string | null): Promise<void> {
  const { code, generated } = await resolveAdminCode(db, fromEnv);
  let current = code;
  app.decorate('adminCode', {
    getter() {
      return current;
    },
  });
  app.decorate('rotateAdminCode', async (overlapping?: Date) => {
    if (fromEnv) throw new Error('ADMIN_CODE is set in the environment: change it there instead.');
    current = await rotateAdminCode(db, overlapping);
    return current;
  });
  if (!fromEnv) {
    app.addHook('preHandler', async (request) => {
      if (request.method === 'POST' && request.routeOptions.url === API.auth.signup) current = (await readStoredAdminCode(db)) ?? current;
    });
  }
  if (generated) announceAdminCode(app.log, code);
}

/**
 * Printed once, on the first start of a new database: a banner on stderr that stands out from the JSON
 * request log on stdout, and one log line (event "admin_code_generated", level warn) that says where to
 * find it. The code itself stays out of the log, which often ends up in a log service.
 */
function announceAdminCode(log: FastifyBaseLogger, code: string): void {
  const rule = '='.repeat(72);
  process.stderr.write(
    [
      '',
      rule,
      '  ITX ADMIN CODE (generated on first start; needed to create an admin account)',
      '',
      `      ${code}`,
      '',
      '  Shown once. Print it again with:  npm run admin-code',
      '  Replace it with a new one:        npm run admin-code -- --rotate',
      rule,
      '',
      '',
    ].join('\n'),
  );
  log.warn(
    { event: 'admin_code_generated' },
    'ADMIN CODE GENERATED (ADMIN_CODE is not set): printed once on stderr, not in this log; `npm run admin-code` prints it again',
  );
}
