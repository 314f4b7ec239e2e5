// Tells every server process that a user's rows changed, so per-process caches stay correct. With PGlite
// only this process writes, so the feed is local. With PostgreSQL, changes go out with pg_notify and a
// dedicated LISTEN connection receives them; while that connection is down the feed reports itself
// unreliable (callers then read the database) and every cache is reset when it comes back.
import type pg from 'pg';

const CHANNEL = 'wortsmith_changes';

/** Change notifications between server processes. */
export interface ChangeFeed {
  /** Announces a change (after the write committed). */
  publish(topic: string): Promise<void>;
  /** Called for every change, from any process. */
  subscribe(handler: (topic: string) => void): void;
  /** Called when notifications may have been missed: drop everything cached. */
  onReset(handler: () => void): void;
  /** True while every change is guaranteed to be delivered. */
  reliable(): boolean;
  close(): Promise<void>;
}

/** The feed of a single-process database: every change is local. */
export function localChangeFeed(): ChangeFeed {
  const handlers: Array<(topic: string) => void> = [];
  return {
    async publish(topic) {
      for (const handler of handlers) handler(topic);
    },
    subscribe: (handler) => void handlers.push(handler),
    onReset: () => undefined,
    reliable: () => true,
    close: async () => undefined,
  };
}

/** The feed over PostgreSQL LISTEN/NOTIFY. */
export function postgresChangeFeed(
  Client: typeof pg.Client,
  url: string,
  pool: pg.Pool,
  onError: (error: Error) => void,
): ChangeFeed {
  const handlers: Array<(topic: string) => void> = [];
  const resets: Array<() => void> = [];
  let listening = false;
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const lost = (error?: Error) => {
    if (error) onError(error);
    listening = false;
    for (const reset of resets) reset();
    client?.removeAllListeners();
    void client?.end().catch(() => undefined);
    client = undefined;
    if (!closed && !retry) retry = setTimeout(connect, 1000).unref() as NodeJS.Timeout;
  };
  async function connect(): Promise<void> {
    retry = undefined;
    if (closed) return;
    const next = new Client({ connectionString: url });
    client = next;
    next.on('error', lost);
    next.on('end', () => lost());
    next.on('notification', (message) => {
      if (message.channel === CHANNEL && message.payload)
        for (const handler of handlers) handler(message.payload);
    });
    try {
      await next.connect();
      await next.query(`listen ${CHANNEL}`);
      for (const reset of resets) reset();
      listening = true;
    } catch (error) {
      lost(error as Error);
    }
  }
  void connect();

  return {
    async publish(topic) {
      // This process's caches drop at once (its next read must see the write); others when notified.
      for (const handler of handlers) handler(topic);
      await pool.query('select pg_notify($1, $2)', [CHANNEL, topic]);
    },
    subscribe: (handler) => void handlers.push(handler),
    onReset: (handler) => void resets.push(handler),
    reliable: () => listening,
    async close() {
      closed = true;
      listening = false;
      if (retry) clearTimeout(retry);
      client?.removeAllListeners();
      await client?.end().catch(() => undefined);
    },
  };
}
