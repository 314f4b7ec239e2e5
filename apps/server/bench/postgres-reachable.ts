// Whether a bench can add its PostgreSQL run: the server at `url` accepts a connection within 2 s.
import pg from 'pg';

/** True when a connection to `url` opens (and is closed again) within 2 s. */
export async function postgresReachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}
