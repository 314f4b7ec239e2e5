// Backup, restore and move: every row of every table of a seeded instance comes back in a new DATA_DIR
// and in a new PostgreSQL database; an older backup is migrated forward; a backup taken while writes go
// on restores to a consistent state; and each refusal is one line that changes nothing.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, PASSWORD } from '../../test/factories';
import { seedInstance } from '../../test/instance';
import { createTestApp, createThrowawayDatabase } from '../../test/support/test-app';
import { takeBackup, writeBackup } from './backup';
import { BackupFileError, decodeBackup, encodeBackup } from './backup-file';
import { type Database, openDatabase } from './client';
import { moveToPostgres } from './move';
import { RestoreRefusedError, restoreBackup } from './restore';
import { appliedVersion, knownVersions, migrateInSession } from './schema-version';
import { type TableChecksum, tableChecksums } from './table-checksums';

/** A PostgreSQL server to make throwaway databases on (the suite's own when it runs on one). */
const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Restores and opening databases take a few seconds each on two cores. */
const SLOW = { timeout: 60_000 };

let app: FastifyInstance;
let folder: string;
let file: string;
let source: Map<string, TableChecksum>;
const drops: Array<() => Promise<void>> = [];

/** The rows `query` answers on `db` (both drivers answer `{ rows }`). */
async function rowsOf<T>(db: Pick<Database['db'], 'execute'>, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const checksumsOf = (database: Database) => database.copySession('snapshot', tableChecksums);

/** The checksums of the database at `target`, opened for the moment. */
async function checksumsAt(target: { url: string } | { dataDir: string }) {
  const database = await openDatabase(target);
  try {
    return await checksumsOf(database);
  } finally {
    await database.close();
  }
}

async function throwawayPostgres() {
  const database = await createThrowawayDatabase(ADMIN_URL);
  drops.push(database.drop);
  return database.url;
}

/** Every file under `dir` with its size and modification time: "changed nothing" when equal. */
function listing(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true }).map((entry) => {
    const path = join(entry.parentPath, entry.name);
    const { size, mtimeMs } = statSync(path);
    return `${path} ${entry.isFile() ? size : 'dir'} ${mtimeMs}`;
  });
}

/** Runs `restore`, expecting a refusal of one line matching `line`. */
async function refused(restore: Promise<unknown>, line: RegExp) {
  const error = (await restore.then(
    () => undefined,
    (thrown: unknown) => thrown,
  )) as Error;
  expect(error).toBeInstanceOf(Error);
  expect(error instanceof RestoreRefusedError || error instanceof BackupFileError).toBe(true);
  expect(error.message).toMatch(line);
  expect(error.message).not.toContain('\n');
}

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'wortsmith-backup-'));
  file = join(folder, 'instance.backup');
  app = await createTestApp();
  await seedInstance(app, 3);
  source = await checksumsOf(app.ctx.database);
  await writeBackup(app.ctx.database, file);
}, 60_000);

afterAll(async () => {
  await app?.close();
  for (const drop of drops) await drop();
  rmSync(folder, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('the seeded instance fills every table', () => {
    for (const [table, { rows }] of source) expect({ table, rows }).not.toMatchObject({ rows: 0 });
  });

  it('restores every row of every table into a new DATA_DIR', SLOW, async () => {
    const dataDir = join(folder, 'restored');
    await restoreBackup(file, { dataDir });
    expect(await checksumsAt({ dataDir })).toEqual(source);
  });

  it('restores every row of every table into a new PostgreSQL database', SLOW, async () => {
    const url = await throwawayPostgres();
    const summary = await restoreBackup(file, { url });
    expect(summary.rows).toBe([...source.values()].reduce((sum, { rows }) => sum + rows, 0));
    expect(await checksumsAt({ url })).toEqual(source);
  });

  it('moves a stopped embedded database into PostgreSQL, the same row for row', SLOW, async () => {
    const dataDir = join(folder, 'restored');
    const url = await throwawayPostgres();
    await moveToPostgres(dataDir, url);
    expect(await checksumsAt({ url })).toEqual(source);
    expect(await checksumsAt({ dataDir })).toEqual(source);
  });

  it('migrates an older backup forward after restoring it', SLOW, async () => {
    const versions = knownVersions();
    const older = await openDatabase({ memory: true });
    let bytes: Buffer;
    try {
      await older.copySession('write', (session) => migrateInSession(session, versions.at(-2)));
      await older.db.execute(sql`insert into users (email, name) values ('old@example.com', 'Old Brewer')`);
      ({ bytes } = await takeBackup(older));
    } finally {
      await older.close();
    }
    const backup = join(folder, 'older.backup');
    writeFileSync(backup, bytes);
    const dataDir = join(folder, 'from-older');
    const summary = await restoreBackup(backup, { dataDir });
    expect(summary.from).toEqual(versions.at(-2));
    expect(summary.to).toEqual(versions.at(-1));
    const restored = await openDatabase({ dataDir });
    try {
      expect(await restored.copySession('snapshot', appliedVersion)).toEqual(versions.at(-1));
      expect(await rowsOf(restored.db, sql`select email from users`)).toEqual([{ email: 'old@example.com' }]);
    } finally {
      await restored.close();
    }
  });

  it(
    'a backup taken while batches get readings restores to a consistent state, which a server serves',
    SLOW,
    async () => {
      // Each write adds a reading and counts it in its batch's notes, in one transaction: a backup that
      // saw one without the other would restore a batch whose notes and readings disagree.
      const url = await throwawayPostgres();
      await restoreBackup(file, { url });
      const database = await openDatabase({ url });
      let bytes: Buffer;
      try {
        const batches = await rowsOf<{ id: string }>(database.db, sql`select id from batches`);
        await database.db.execute(sql`update batches set notes = (select count(*) from batch_readings r
        where r.batch_id = batches.id)::text`);
        let writing = true;
        const writer = async (batchId: string) => {
          while (writing) {
            await database.db.transaction(async (tx) => {
              await tx.execute(
                sql`insert into batch_readings (batch_id, time, gravity) values (${batchId}, now(), 1.01)`,
              );
              await tx.execute(sql`select pg_sleep(0.001)`);
              await tx.execute(sql`update batches set notes = (notes::int + 1)::text where id = ${batchId}`);
            });
          }
        };
        const writers = batches.map(({ id }) => writer(id));
        // Some writes before the snapshot (a batch past its seed's readings, however busy the machine) and
        // some during it.
        const written = sql`select 1 from batch_readings group by batch_id having count(*) > 4 limit 1`;
        while ((await rowsOf(database.db, written)).length === 0);
        ({ bytes } = await takeBackup(database));
        writing = false;
        await Promise.all(writers);
      } finally {
        await database.close();
      }
      const backup = join(folder, 'under-load.backup');
      writeFileSync(backup, bytes);
      const dataDir = join(folder, 'from-load');
      await restoreBackup(backup, { dataDir });
      const restored = await openDatabase({ dataDir });
      try {
        const counts = await rowsOf<{ notes: string; readings: number }>(
          restored.db,
          sql`select b.notes, count(r.id)::int as readings
          from batches b left join batch_readings r on r.batch_id = b.id group by b.id`,
        );
        for (const { notes, readings } of counts) expect(Number(notes)).toBe(readings);
        expect(counts.some(({ readings }) => readings > 4)).toBe(true);
      } finally {
        await restored.close();
      }
      // And a server serves it (its close removes the folder).
      const served = await createTestApp({ dataDir, memoryDatabase: false });
      try {
        const [brewer] = await rowsOf<{ email: string }>(
          served.ctx.db,
          sql`select email from users where not is_system limit 1`,
        );
        const user = await login(served, brewer!.email, PASSWORD);
        const batches = await served.inject({ method: 'GET', url: '/api/batches', headers: user.auth });
        expect(batches.json()).toHaveLength(2);
      } finally {
        await served.close();
      }
    },
  );
});

describe('a restore is refused with one line, changing nothing', () => {
  it('into a DATA_DIR that holds a database', SLOW, async () => {
    const dataDir = join(folder, 'restored');
    const before = listing(dataDir);
    await refused(
      restoreBackup(file, { dataDir }),
      /^DATA_DIR .* already holds a database: restore into an empty DATA_DIR/,
    );
    expect(listing(dataDir)).toEqual(before);
  });

  it('into a PostgreSQL database that is not empty', SLOW, async () => {
    const url = await throwawayPostgres();
    await restoreBackup(file, { url });
    await refused(restoreBackup(file, { url }), /^The database 127\.0\.0\.1:5432\/ws_test_\w+ is not empty/);
    expect(await checksumsAt({ url })).toEqual(source);
  });

  it('from a newer schema', async () => {
    const backup = await decodeBackup(file, readFileSync(file));
    const manifest = { ...backup.manifest, schema: { migration: '9999_future', when: Date.now() * 2 } };
    const newer = join(folder, 'newer.backup');
    writeFileSync(newer, (await encodeBackup(manifest, [...backup.data.values()])).bytes);
    const dataDir = join(folder, 'never-newer');
    await refused(
      restoreBackup(newer, { dataDir }),
      /is from a newer Wortsmith \(schema 9999_future; this one knows up to /,
    );
    expect(() => statSync(dataDir)).toThrow();
  });

  it('from a truncated, damaged or foreign file', async () => {
    const bytes = readFileSync(file);
    const damaged = Buffer.from(bytes);
    damaged[Math.floor(damaged.length / 2)]! ^= 0xff;
    const cases: Array<[string, Buffer, RegExp]> = [
      [
        'truncated.backup',
        bytes.subarray(0, Math.floor(bytes.length * 0.7)),
        /is damaged or truncated \(unexpected end of file\)/,
      ],
      ['damaged.backup', damaged, /is damaged or truncated/],
      ['notes.txt', Buffer.from('just some notes\n'), /notes\.txt is not a Wortsmith backup\.$/],
      ['empty.backup', Buffer.alloc(0), /is not a Wortsmith backup\.$/],
    ];
    for (const [name, content, line] of cases) {
      const path = join(folder, name);
      writeFileSync(path, content);
      const dataDir = join(folder, `never-${name}`);
      await refused(restoreBackup(path, { dataDir }), line);
      expect(() => statSync(dataDir)).toThrow();
    }
  });

  it('into a PostgreSQL server that cannot be reached, and so is a move', SLOW, async () => {
    const url = 'postgres://postgres@127.0.0.1:1/wortsmith';
    await refused(
      restoreBackup(file, { url }),
      /^Cannot reach PostgreSQL at 127\.0\.0\.1:1\/wortsmith \(ECONNREFUSED\)/,
    );
    const dataDir = join(folder, 'restored');
    const before = listing(dataDir);
    await refused(
      moveToPostgres(dataDir, url),
      /^Cannot reach PostgreSQL at 127\.0\.0\.1:1\/wortsmith \(ECONNREFUSED\)/,
    );
    expect(listing(dataDir)).toEqual(before);
  });
});
