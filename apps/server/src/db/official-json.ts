// The stored JSON of official catalogue items (their `official_json` column): official rows change only
// in the seed's transaction, so their JSON is built there once instead of by every list that shows them
// (a newcomer's list is all official items, and building 250 items' JSON was half the list statement's
// time on PostgreSQL). Each seed run, on every start, also rewrites any official row whose stored JSON
// differs from what the database builds now: a database from before the column existed, a new field, or
// an official row changed by hand.
import { CATALOGUE_KINDS, catalogueFieldNames, OFFICIAL_USER_ID } from '@wortsmith/core';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client';
import { itemJsonSql } from './item-json';
import { catalogueTables } from './schema';

/** Stores each official item's list JSON where it is missing or out of date. */
export async function storeOfficialJson(db: DbOrTx): Promise<void> {
  for (const kind of CATALOGUE_KINDS) {
    const table = catalogueTables[kind];
    const json = sql.raw(itemJsonSql(table, catalogueFieldNames(kind)));
    await db.execute(sql`update ${table} t set official_json = ${json}
      where t.user_id = ${OFFICIAL_USER_ID} and t.official_json is distinct from ${json}`);
  }
}
