// How a PostgreSQL server is named in the lines the command-line tools print: host, port and database,
// never the user or password.

/** `host:port/database` of a postgres:// URL. */
export function postgresAddress(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
}

/** Codes of a connection that found no PostgreSQL server to talk to. */
const UNREACHABLE = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH']);

/**
 * The one line for a PostgreSQL connection that failed: no server at the address, or a server that
 * refused (unknown database, wrong password); undefined for any other error.
 */
export function connectionFailure(url: string, error: unknown): string | undefined {
  // drizzle's query errors carry the driver's as their cause.
  const { code, message } = ((error as Error).cause ?? error) as NodeJS.ErrnoException;
  if (UNREACHABLE.has(code ?? '')) {
    return `Cannot reach PostgreSQL at ${postgresAddress(url)} (${code}): is the server running and the URL right?`;
  }
  // Connection-level refusals: invalid authorization (28xxx), unknown database (3D000).
  if (code?.startsWith('28') || code === '3D000') {
    return `PostgreSQL at ${postgresAddress(url)} refused the connection: ${message}.`;
  }
  return undefined;
}
