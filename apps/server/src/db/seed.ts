// Seeds the official catalogue on start: the system owner row, then every official item upserted by
// its stable id, so a restart after a seed update changes the rows in place and adds new ones. A
// fingerprint of the seed makes the usual restart (nothing changed) skip the upserts. The same
// transaction first brings the catalogue tables' item-JSON triggers up to date (item-json.ts), so the
// upserted rows get their JSON as any write does.

import { createHash } from 'node:crypto';
import { CATALOGUE_KINDS, catalogueFieldNames, OFFICIAL_USER_ID, pickFieldValues } from '@wortsmith/core';
import { officialCatalogue } from '@wortsmith/core/seed';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from './client';
import { keepItemJson } from './item-json';
import { appMeta, catalogueTables, users } from './schema';

const FINGERPRINT_KEY = 'official_catalogue_sha256';

/** Inserts or refreshes the official catalogue; safe to run on every start (skipped when unchanged). */
export async function seedOfficialCatalogue(db: Db): Promise<void> {
  const fingerprint = createHash('sha256').update(JSON.stringify(officialCatalogue)).digest('hex');
  const [seeded] = await db.select().from(appMeta).where(eq(appMeta.key, FINGERPRINT_KEY));
  await db.transaction(async (tx) => {
    await keepItemJson(tx);
    if (seeded?.value !== fingerprint) await upsertOfficialCatalogue(tx, fingerprint);
  });
}

/** Upserts the official owner and every official item, then records the seed's fingerprint. */
async function upsertOfficialCatalogue(tx: DbOrTx, fingerprint: string): Promise<void> {
  await tx
    .insert(users)
    .values({
      id: OFFICIAL_USER_ID,
      email: 'official@wortsmith.invalid',
      name: 'Wortsmith',
      passwordHash: null,
      active: false,
      isSystem: true,
    })
    .onConflictDoNothing();
  for (const kind of CATALOGUE_KINDS) {
    const items = officialCatalogue[kind];
    if (items.length === 0) continue;
    const table = catalogueTables[kind];
    const rows = items.map((item) => ({
      ...pickFieldValues(kind, item),
      id: item.id,
      userId: OFFICIAL_USER_ID,
      officialId: null,
    }));
    const set: Record<string, unknown> = { updatedAt: sql`now()` };
    for (const field of catalogueFieldNames(kind)) {
      set[field] = sql.raw(`excluded."${getTableColumns(table)[field]!.name}"`);
    }
    for (let start = 0; start < rows.length; start += 500) {
      await tx
        .insert(table)
        .values(rows.slice(start, start + 500))
        .onConflictDoUpdate({ target: table.id, set });
    }
  }
  await tx
    .insert(appMeta)
    .values({ key: FINGERPRINT_KEY, value: fingerprint })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: fingerprint, updatedAt: sql`now()` } });
}
