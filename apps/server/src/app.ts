// Builds the Fastify application (no listening): plugins, database, services, routes and the one error
// handler. server.ts listens; tests call buildApp and use app.inject().
import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { AppContext } from './context';
import { listenForBackups } from './db/backup-socket';
import { openDatabase } from './db/client';
import { scheduleBackups } from './db/scheduled-backups';
import { seedOfficialCatalogue } from './db/seed';
import { HttpError, isUniqueViolation } from './lib/errors';
import { loggingOptions } from './lib/logging';
import { createMailer } from './lib/mailer';
import { createPasswordHasher } from './lib/passwords';
import { createAccessTokens } from './lib/tokens';
import { authPlugin } from './plugins/auth';
import { registerCompress } from './plugins/compress';
import { registerCors } from './plugins/cors';
import { registerHelmet } from './plugins/helmet';
import { registerRateLimit } from './plugins/rate-limit';
import { hasWebApp, registerStatic } from './plugins/static';
import { registerSwagger } from './plugins/swagger';
import { startAlertWatcher } from './routes/alerts/watcher';
import { healthRoutes } from './routes/health/routes';
import { ingestRoutes } from './routes/ingest/routes';
import { sharedRecipeRoutes } from './routes/recipe-sharing/public-routes';
import { signedInRoutes } from './routes/signed-in';
import { googleRoutes } from './routes/users/google';
import { createLoginThrottle } from './routes/users/login-throttle';
import { userRoutes } from './routes/users/routes';

/** Largest accepted request body. */
export const BODY_LIMIT = 1024 * 1024;

const GENERIC_ERROR = 'Something went wrong on our side. Please try again later.';

/** Builds the app for `config`: opens and migrates the database and seeds the official catalogue. */
export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  const app = Fastify({
    ...loggingOptions(config),
    bodyLimit: BODY_LIMIT,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    // X-Forwarded-For is believed only from a reverse proxy on this machine, so clients cannot pick
    // their own address to slip past the per-address rate limits.
    trustProxy: 'loopback',
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // API answers are per user and per moment: no browser or proxy keeps a copy.
    if (request.url.startsWith('/api') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });

  const database =
    config.internal?.database ??
    (await openDatabase(
      config.databaseUrl
        ? {
            url: config.databaseUrl,
            poolSize: config.databasePoolSize,
            onIdleError: (error) => app.log.warn({ err: error }, 'idle database connection lost'),
          }
        : config.memoryDatabase
          ? { memory: true, from: config.internal?.pgliteFrom }
          : { dataDir: config.dataDir, from: config.internal?.pgliteFrom },
    ));
  app.addHook('onClose', async () => {
    await database.close();
  });
  await database.migrate();
  if (config.backups) app.addHook('onClose', scheduleBackups(database, config.backups, app.log));
  // The embedded database in DATA_DIR is this process's alone: `npm run backup` asks it for backups.
  if (!config.databaseUrl && !config.memoryDatabase && !config.internal?.database) {
    // Without it (a folder path too long for a socket, a system without Unix sockets) the server still
    // serves; `npm run backup` then says to stop it first, and BACKUP_DIR still works.
    const backupSocket = await listenForBackups(config.dataDir, database).catch((error: unknown) => {
      app.log.warn(
        { err: error },
        'backup requests cannot be taken in DATA_DIR: npm run backup needs the server stopped',
      );
      return undefined;
    });
    if (backupSocket) {
      app.addHook('onClose', () => new Promise<void>((resolve) => backupSocket.close(() => resolve())));
    }
  }
  await seedOfficialCatalogue(database.db);
  await database.analyze?.();

  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir });
  app.addHook('onClose', async () => mailer.close());
  const context: AppContext = {
    config,
    database,
    db: database.db,
    mailer,
    passwords: createPasswordHasher(config.internal?.argon2),
    tokens: createAccessTokens(config.jwtSecret, config.jwtTtlSeconds),
    alerts: startAlertWatcher({ db: database.db, mailer, appUrl: config.appUrl }, app.log),
  };
  // Before the database closes: a run under way ends first.
  app.addHook('preClose', () => context.alerts.close());
  app.decorate('ctx', context);

  app.setErrorHandler(errorHandler());
  await registerHelmet(app);
  await registerCompress(app);
  await registerCors(app, config.corsOrigins ?? []);
  await app.register(cookie, { secret: config.jwtSecret });
  const factor = config.internal?.rateLimitFactor ?? 1;
  await registerRateLimit(app, { redisUrl: config.redisUrl, factor });
  app.decorate('loginThrottle', createLoginThrottle(app.sharedStore, factor));
  await registerSwagger(app);
  await app.register(authPlugin);

  // Public routes here; every other one is signed in (routes/signed-in.ts).
  await app.register(healthRoutes);
  await app.register(userRoutes);
  await app.register(googleRoutes);
  await app.register(ingestRoutes);
  await app.register(sharedRecipeRoutes);
  await app.register(signedInRoutes);
  await registerStatic(app, config.webDist);

  const webApp = hasWebApp(config.webDist);
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!;
    if (webApp && (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api')) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send({ message: 'Not found.' });
  });
  return app;
}

/** The one error handler: expected errors keep their status and message; nothing else leaks. */
function errorHandler() {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A path that names nothing is not found, like an unknown id: its params schema says what
      // (lib/ids.ts, "Recipe not found.").
      if (error.validationContext === 'params') {
        return reply.code(404).send({ message: error.validation[0]?.message ?? 'Not found.' });
      }
      const errors = error.validation.map((issue) =>
        // zod's own wording for a body that is not an object at all ("Invalid input: expected object…").
        issue.keyword === 'invalid_type' && issue.instancePath === '/' && issue.params.expected === 'object'
          ? `The request ${error.validationContext ?? 'body'} must be a JSON object.`
          : issue.message,
      );
      return reply.code(400).send({ message: errors[0] ?? 'Invalid request.', errors });
    }
    if (error instanceof HttpError) {
      // A 400 reads like a schema failure: the message, and all of them (here one) under `errors`.
      const { statusCode, message } = error;
      const body = statusCode === 400 ? { message, errors: error.errors ?? [message] } : { message };
      return reply.code(statusCode).send(body);
    }
    if (isUniqueViolation(error)) {
      return reply
        .code(409)
        .send({ message: 'This was saved at the same time elsewhere. Please try again.' });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.code(500).send({ message: GENERIC_ERROR });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      return reply.code(413).send({ message: 'The request is too large (1 MB at most).' });
    }
    if (status === 429) {
      const { headers } = error as { headers?: Record<string, string> };
      return reply
        .code(429)
        .headers(headers ?? {})
        .send({ message: error.message });
    }
    if (status >= 400 && status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? 'The request body is not valid JSON.'
          : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? 'Send the request body as JSON.'
            : error.code?.startsWith('FST_') && error.message.length < 200
              ? error.message
              : 'Invalid request.';
      return reply.code(status).send({ message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: GENERIC_ERROR });
  };
}
