// The configuration every server bench runs the real app with: production settings except the rate
// limits, which a load generator would hit within a second.
import { join } from 'node:path';
import type { AppConfig } from '../src/config';

/** The app's configuration for a bench on `dataDir` (PGlite) or `databaseUrl` (PostgreSQL). */
export function benchConfig(dataDir: string, databaseUrl?: string): AppConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl,
    databasePoolSize: Number(process.env.BENCH_DATABASE_POOL_SIZE) || undefined,
    appUrl: 'http://localhost:3000',
    jwtSecret: 'bench-secret-that-is-long-enough-for-hs256-0123456789',
    jwtTtlSeconds: 3600,
    accountActivation: 'off',
    mailFrom: 'Wortsmith <no-reply@localhost>',
    logLevel: 'silent',
    webDist: join(dataDir, 'no-web-dist'),
    internal: { rateLimitFactor: 1_000_000 },
  };
}
