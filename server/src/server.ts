import { buildApp } from './app';
import { hasServerNodeFlags, SERVER_NODE_FLAGS } from './runtime-settings';
import { ConfigError, loadConfig } from './plugins/external/config';
import { answerWhileStarting } from './starting';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`Configuration error: ${err.message}\n`);
      process.exit(78);
    }
    throw err;
  }
  // React and MUI, loaded with the page renderer, choose their builds from NODE_ENV: unset, they ran their
  // development builds, slower, and MUI's labelled class names then differed from the browser's, so
  // every page's styles were computed and inserted a second time while it hydrated.
  process.env.NODE_ENV = config.nodeEnv;
  // Port 0 (tests) would give the placeholder and the app two different ports: nothing to hold then.
  const starting = config.port === 0 ? null : await answerWhileStarting(config.port, config.host);
  let app;
  try {
    app = await buildApp(config);
  } finally {
    await starting?.close();
  }
  if (!config.databaseUrl && !hasServerNodeFlags()) {
    app.log.warn(
      `the embedded database needs about 500 MB more memory without the Node flags ${SERVER_NODE_FLAGS.join(' ')} (npm start sets them)`,
    );
  }
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    app.close().then(
      () => {
        app.log.info('stopped cleanly');
        process.exit(0);
      },
      (err: unknown) => {
        app.log.error({ err }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  // A promise some library left unobserved is one request's failure (issue 39: a render took the whole site down): log it, keep serving.
  process.on('unhandledRejection', (reason: unknown) => {
    app.log.error({ err: reason, event: 'unhandled_rejection' }, 'a promise failed with no handler; the server keeps serving');
  });
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  // The first page render loads the page renderer, holding the thread for about a second: done now,
  // not in a visitor's request (nor while sixty made-up addresses queue behind it). The home page is kept.
  app.inject({ method: 'GET', url: '/' }).catch((err: unknown) => app.log.warn({ err }, 'the first page render failed'));
}

main().catch((err: unknown) => {
  process.stderr.write(`Failed to start: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
