// What a database holds, table by table, in a form two databases can be compared by: each table of
// the public schema's row count and the MD5 of its rows' text, sorted. Timestamps are written in UTC
// and numbers in their shortest exact form, so PGlite and a PostgreSQL server agree on equal rows.
import { publicTables } from './backup';
import type { CopySession } from './copy-session';

/** A table's row count and content checksum. */
export interface TableChecksum {
  rows: number;
  md5: string;
}

/** Every table's checksum in the database of `session` (best in a snapshot session). */
export async function tableChecksums(session: CopySession): Promise<Map<string, TableChecksum>> {
  await session.query(`select set_config('TimeZone', 'UTC', true), set_config('DateStyle', 'ISO, YMD', true),
    set_config('extra_float_digits', '1', true)`);
  const checksums = new Map<string, TableChecksum>();
  for (const { name } of await publicTables(session)) {
    const [row] = await session.query<TableChecksum>(
      `select count(*)::int as rows, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as md5
         from "${name.replaceAll('"', '""')}" t`,
    );
    checksums.set(name, row!);
  }
  return checksums;
}

/** The tables whose count or checksum differ between `a` and `b` (or that only one of them has). */
export function differingTables(a: Map<string, TableChecksum>, b: Map<string, TableChecksum>): string[] {
  const names = new Set([...a.keys(), ...b.keys()]);
  return [...names].filter(
    (name) => a.get(name)?.rows !== b.get(name)?.rows || a.get(name)?.md5 !== b.get(name)?.md5,
  );
}
