// A bench's server process: the real app with the benches' configuration (bench-config.ts: production
// settings without the rate limits, which a load generator behind one address would hit) on the
// PostgreSQL database BENCH_DATABASE_URL, or PGlite in the data folder BENCH_DATA_DIR, listening on a free
// loopback port. Prints one JSON line with the port once it serves; SIGTERM stops it as server.ts does.
// The club bench runs it as one process and as two; the pages bench measures it from the bench's own.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app';
import { benchConfig } from './bench-config';

const given = process.env.BENCH_DATA_DIR;
const dataDir = given ?? mkdtempSync(join(tmpdir(), 'wortsmith-bench-server-'));
const app = await buildApp(benchConfig(dataDir, process.env.BENCH_DATABASE_URL));
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(
  `${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`,
);
const stop = () =>
  void app.close().then(() => {
    if (!given) rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
