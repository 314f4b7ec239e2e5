// The empty cluster a new embedded database starts from (empty-cluster.ts): shipped for the installed
// PGlite (after a PGlite upgrade: `npm run db:empty-cluster -w apps/server`), and a new DATA_DIR made from
// it takes the migrations and serves queries like one made by initdb.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { pgliteVersion, shippedEmptyCluster } from './empty-cluster';

describe('the shipped empty cluster', () => {
  it('is there for the installed PGlite', () => {
    expect(shippedEmptyCluster(), `no empty cluster for PGlite ${pgliteVersion()}`).toBeDefined();
  });

  it('starts a new DATA_DIR that takes the migrations', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'wortsmith-empty-cluster-'));
    const database = await openDatabase({ dataDir });
    try {
      await database.migrate();
      const result = await database.db.execute(sql`select count(*)::int as n from users`);
      expect((result as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(0);
    } finally {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
    // A new PGlite database and the migrations: seconds on a busy machine.
  }, 60_000);
});
