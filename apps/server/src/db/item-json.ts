// Each catalogue item's JSON as lists send it, stored with the item (`item_json`) and built once per
// write rather than by every list that shows it: a trigger on each catalogue table builds it in the
// database before every insert and update, whatever makes them (the API, an import, the seed, a hand-
// written statement), with the presenter's keys in its order (routes/catalogue/presenter.ts).
//
// The triggers' functions are made from this module's SQL at every start (`keepItemJson`): where one
// differs from the database's (the first start, or a release that changed a kind's fields) it is
// replaced and its table's rows rebuilt, once; otherwise a start only reads five function texts.
import { CATALOGUE_KINDS, type CatalogueKind, catalogueFieldNames } from '@wortsmith/core';
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';
import { catalogueTables } from './schema';

/** The advisory lock (an arbitrary 64-bit key) taken while the functions are compared and replaced. */
const ITEM_JSON_LOCK = '7314920458113267202';

/**
 * The JSON text of the row `new` of a kind's table, for its trigger. Doubles gain `+ 0` so a stored -0
 * reads 0 as JSON.stringify writes it; times are UTC ISO strings with milliseconds like
 * `Date.toISOString()` (the columns hold milliseconds).
 */
function itemJsonSql(kind: CatalogueKind): string {
  const columns = getTableColumns(catalogueTables[kind]) as Record<string, PgColumn>;
  const value = (key: string) => {
    const column = columns[key]!;
    const name = `new."${column.name}"`;
    if (column.columnType === 'PgDoublePrecision') return `${name} + 0`;
    if (column.columnType === 'PgTimestamp') {
      return `to_char(${name} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
    }
    return name;
  };
  const keys = ['id', 'userId', 'officialId', ...catalogueFieldNames(kind), 'createdAt', 'updatedAt'];
  return `json_build_object(${keys.map((key) => `'${key}', ${value(key)}`).join(', ')})::text`;
}

/** The name of a kind's trigger and of its function. */
const triggerName = (kind: CatalogueKind) => `${getTableName(catalogueTables[kind])}_item_json`;

/**
 * Makes each catalogue table's trigger function from `itemJsonSql` where the database's differs, and
 * then rebuilds that table's stored JSON. Runs in a transaction (the seed's): processes starting
 * together take turns, as PostgreSQL refuses to replace a function another transaction is replacing.
 */
export async function keepItemJson(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ITEM_JSON_LOCK})`);
  const names = CATALOGUE_KINDS.map(triggerName);
  const functions = await tx.execute(
    sql`select proname as name, prosrc as source from pg_proc
      where pronamespace = 'public'::regnamespace and proname in ${names}`,
  );
  const rows = (functions as unknown as { rows: Array<{ name: string; source: string }> }).rows;
  const current = new Map(rows.map((row) => [row.name, row.source]));
  for (const kind of CATALOGUE_KINDS) {
    const table = getTableName(catalogueTables[kind]);
    const name = triggerName(kind);
    const source = `begin new.item_json := ${itemJsonSql(kind)}; return new; end;`;
    if (current.get(name) === source) continue;
    await tx.execute(
      sql.raw(`create or replace function "${name}"() returns trigger language plpgsql as $$${source}$$`),
    );
    await tx.execute(
      sql.raw(
        `create or replace trigger "${name}" before insert or update on "${table}" for each row execute function "${name}"()`,
      ),
    );
    // Every row written again: the trigger fills in its JSON.
    await tx.execute(sql.raw(`update "${table}" set item_json = null`));
  }
}
