// The server under the durability check (durability.ts), run as a child process so it can be killed
// with SIGKILL: the real app on DURABILITY_DATA_DIR (PGlite) or DURABILITY_DATABASE_URL, production
// settings except the rate limits. It prints one JSON line when listening; with DURABILITY_SETUP=1 it
// first creates a user and adds the user's token to that line.
import { buildApp } from '../src/app';
import type { AppConfig } from '../src/config';
import { buildUser } from '../test/factories';

const dataDir = process.env.DURABILITY_DATA_DIR!;
const config: AppConfig = {
  port: 0,
  host: '127.0.0.1',
  dataDir,
  databaseUrl: process.env.DURABILITY_DATABASE_URL,
  appUrl: 'http://localhost:3000',
  jwtSecret: 'durability-secret-that-is-long-enough-for-hs256-0123',
  jwtTtlSeconds: 3600,
  accountActivation: 'off',
  mailFrom: 'Wortsmith <no-reply@localhost>',
  logLevel: 'silent',
  webDist: `${dataDir}/no-web-dist`,
  internal: { rateLimitFactor: 1_000_000 },
};
const app = await buildApp(config);
const token = process.env.DURABILITY_SETUP
  ? (await app.ctx.tokens.issue((await buildUser(app)).id)).token
  : undefined;
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
process.stdout.write(`${JSON.stringify({ port, token })}\n`);
