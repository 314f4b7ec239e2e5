// One server process of the club bench (club.bench.ts): the real app with the benches' configuration
// (bench-config.ts: production settings without the rate limits, which 200 brewers behind one address
// would hit) on the PostgreSQL database BENCH_DATABASE_URL, listening on a free loopback port. Prints one
// JSON line with the port once it serves; SIGTERM stops it as server.ts does.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app';
import { benchConfig } from './bench-config';

const dataDir = mkdtempSync(join(tmpdir(), 'wortsmith-club-server-'));
const app = await buildApp(benchConfig(dataDir, process.env.BENCH_DATABASE_URL));
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(
  `${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`,
);
const stop = () =>
  void app.close().then(() => {
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
