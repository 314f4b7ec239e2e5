// Entry point: reads the configuration, builds the app and listens. SIGTERM/SIGINT stop accepting new
// connections, let in-flight requests finish, then close the database (app.close runs the onClose hooks).
import { buildApp } from './app';
import { ConfigError, loadConfig, loadDotEnv } from './config';
import { DataDirLockedError } from './db/data-dir-lock';

async function main(): Promise<void> {
  loadDotEnv();
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      for (const line of error.lines) console.error(`Configuration error: ${line}`);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp(config);
  if ((config.databaseUrl || config.redisUrl) && !process.env.JWT_SECRET?.trim()) {
    app.log.warn(
      'JWT_SECRET is not set: this server signs with the secret generated in DATA_DIR. Several server ' +
        "processes on one database must share one JWT_SECRET, or each rejects the others' sign-ins.",
    );
  }
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Wortsmith is ready at ${config.appUrl}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
});
