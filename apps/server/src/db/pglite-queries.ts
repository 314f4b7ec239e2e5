// How drizzle's queries run on PGlite, cheaper than the driver runs them: its parsers are given to the
// client once, and its prepared statements are prepared once, as node-postgres does on a server.
import { type PGlite, parse, protocol, type QueryOptions, type Results, types } from '@electric-sql/pglite';

/** PGlite's `query()`, as drizzle calls it. */
export type Query = (text: string, params?: unknown[], options?: QueryOptions) => Promise<Results>;

/**
 * The types drizzle reads as text on PGlite: timestamps, dates, intervals and their arrays (numeric
 * arrays too). drizzle passes these parsers with every query, and PGlite then copies all of its own
 * (over 300) into a new object per query, about 0.2 ms: as long as a short query itself. The client is
 * given them once instead (`PGlite.create({ parsers })`), and a query's own are dropped when they are
 * these (`withoutDriverParsers`).
 */
const TEXT_TYPES = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];
const asText = (value: string) => value;
export const TEXT_PARSERS = Object.fromEntries(TEXT_TYPES.map((type) => [type, asText]));

/** The options without drizzle's parsers when they are the client's own `TEXT_PARSERS`. */
function withoutDriverParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  const parsers = options?.parsers;
  if (!parsers || !Object.keys(parsers).every((type) => Number(type) in TEXT_PARSERS)) return options;
  return { ...options, parsers: undefined };
}

/** `query` taking its options without drizzle's parsers (a transaction's queries). */
export function lighterQuery(query: Query): Query {
  return (text, params, options) => query(text, params, withoutDriverParsers(options));
}

/** A statement prepared on the client: its name and the types PostgreSQL gave its parameters. */
type Statement = { name: string; paramTypes: number[] };

/**
 * The code prepares a handful of statements (`.prepare()`: the screens' lookups by id, the auth check);
 * past this many (which would be a bug), further ones run as one-off queries.
 */
const MAX_STATEMENTS = 100;

/** The SQLSTATEs of a statement that no longer fits its tables (changed since) or is gone. */
const STALE_STATEMENT = new Set(['0A000', '26000']);

/**
 * The client's `query()` for drizzle, running drizzle's prepared statements as PostgreSQL named
 * statements: parsed and planned once, then each run is one call into WebAssembly (bind, describe,
 * execute, sync) instead of the six of PGlite's `query()`, which parses and plans every time. The
 * 40-ingredient recipe read went from 0.44 to 0.24 ms a query.
 *
 * drizzle's PGlite driver does not pass a prepared query's name on; it passes the same options object on
 * every run of one, where any other query builds a new one, so a query whose options come back is a
 * prepared one. (Were a later drizzle to build new options every time, its prepared queries would run
 * as one-off queries, as they did before.) Waits for transactions and queries as `query()` does.
 */
export function preparingQuery(client: PGlite): Query {
  const oneOff = lighterQuery(client.query.bind(client) as Query);
  const seen = new WeakSet<object>();
  const statements = new Map<string, Statement>();
  let named = 0;
  const run = (message: Uint8Array[]) => client.execProtocol(Buffer.concat(message));

  async function prepare(text: string, options: QueryOptions | undefined): Promise<Statement> {
    const name = `wortsmith_${++named}`;
    const { messages } = await run([
      protocol.serialize.parse({ name, text, types: options?.paramTypes }),
      protocol.serialize.describe({ type: 'S', name }),
      protocol.serialize.sync(),
    ]);
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    statements.set(text, statement);
    return statement;
  }

  async function execute(statement: Statement, params: unknown[], options: QueryOptions | undefined) {
    // Parameters are written as PGlite's `query()` writes them.
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const type = statement.paramTypes[i]!;
      const serialize = options?.serializers?.[type] ?? client.serializers[type];
      return serialize ? serialize(param) : String(param);
    });
    const { messages } = await run([
      protocol.serialize.bind({ statement: statement.name, values }),
      protocol.serialize.describe({ type: 'P' }),
      protocol.serialize.execute({}),
      protocol.serialize.sync(),
    ]);
    return parse.parseResults(messages, client.parsers, withoutDriverParsers(options))[0]!;
  }

  return (text, params = [], options) => {
    if (!options || !seen.has(options)) {
      if (options) seen.add(options);
      return oneOff(text, params, options);
    }
    if (!statements.has(text) && statements.size >= MAX_STATEMENTS) return oneOff(text, params, options);
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        await client._checkReady();
        // Looked up under the locks, so runs that start together prepare the statement once.
        const statement = statements.get(text) ?? (await prepare(text, options));
        try {
          return await execute(statement, params, options);
        } catch (error) {
          if (!STALE_STATEMENT.has((error as { code?: string }).code ?? '')) throw error;
          // Prepared again under a new name; the old one is closed.
          statements.delete(text);
          await run([
            protocol.serialize.close({ type: 'S', name: statement.name }),
            protocol.serialize.sync(),
          ]);
          return execute(await prepare(text, options), params, options);
        }
      }),
    );
  };
}
