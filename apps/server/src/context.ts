// What every route can reach through the Fastify instance: configuration, database, mail and tokens.
import type { AppConfig } from './config';
import type { Database, Db } from './db/client';
import type { Mailer } from './lib/mailer';
import type { PasswordHasher } from './lib/passwords';
import type { AccessTokens } from './lib/tokens';
import type { AlertWatcher } from './routes/alerts/watcher';

/** Shared services, created once per app. */
export interface AppContext {
  config: AppConfig;
  database: Database;
  db: Db;
  mailer: Mailer;
  passwords: PasswordHasher;
  tokens: AccessTokens;
  /** Evaluates watched batches' alerts off the request path. */
  alerts: AlertWatcher;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** onRequest hook that requires a valid bearer token and sets `request.userId`, before the body is read. */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** The signed-in user's id (set by `authenticate`). */
    userId: string;
  }
}
