// The SQL that builds one catalogue item's JSON object in the database, as catalogue lists send it: the
// keys and key order of the presenter (routes/catalogue/presenter.ts), for a row aliased `t`. Lists build
// it for users' items as they read them (routes/catalogue/visibility.ts); the seed stores it for official
// items (db/official-json.ts).
import { getTableColumns } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { CatalogueTable } from './schema';

/**
 * The JSON text of the row `t` of `table` with its data `fields`. Doubles gain `+ 0` so a stored -0
 * reads 0 as JSON.stringify writes it; times are UTC ISO strings with milliseconds like
 * `Date.toISOString()` (the columns hold milliseconds).
 */
export function itemJsonSql(table: CatalogueTable, fields: readonly string[]): string {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const value = (key: string) => {
    const column = columns[key]!;
    const name = `t."${column.name}"`;
    if (column.columnType === 'PgDoublePrecision') return `${name} + 0`;
    if (column.columnType === 'PgTimestamp') {
      return `to_char(${name} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
    }
    return name;
  };
  const keys = ['id', 'userId', 'officialId', ...fields, 'createdAt', 'updatedAt'];
  return `json_build_object(${keys.map((key) => `'${key}', ${value(key)}`).join(', ')})::text`;
}
