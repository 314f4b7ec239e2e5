// Entry point: reads the configuration, takes the port, builds the app and serves it, then prints one
// line naming its URL and the address it listens on. SIGTERM/SIGINT stop accepting new connections, let
// in-flight requests finish, then close the database (app.close runs the onClose hooks).
import { type AddressInfo, createServer } from 'node:net';
import { buildApp } from './app';
import { ConfigError, listeningOn, loadConfig, loadDotEnv } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { endOfLifeWarning } from './lib/node-support';

/** Listens on `port` (0: any free one) and `host`; connections before the app is ready are closed. */
async function takePort(port: number, host: string) {
  // A closed connection is what a client would meet on a port nobody listens on yet.
  const socket = createServer((connection) => connection.destroy());
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.listen(port, host, resolve);
  });
  return { socket, address: socket.address() as AddressInfo };
}

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
  // The port is taken before the app is built: with PORT=0 the system picks it, and the app's URL
  // (APP_URL's default, in e-mailed links and the Google redirect) must name it.
  const { socket, address } = await takePort(config.port, config.host);
  config = listeningOn(config, address.port);
  const app = await buildApp(config);
  const endOfLife = endOfLifeWarning(process.version, new Date());
  if (endOfLife) app.log.warn(endOfLife);
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
  await app.ready();
  // The app's HTTP server takes the listening socket over (Node's `server.listen(handle)`).
  await new Promise<void>((resolve) => app.server.listen(socket, resolve));
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  // One plain line whatever LOG_LEVEL is: a parent process started with PORT=0 reads the URL from it.
  process.stdout.write(`Wortsmith is ready at ${config.appUrl} (listening on ${host}:${address.port})\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
});
