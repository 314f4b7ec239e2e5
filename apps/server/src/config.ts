// Server configuration: the environment variables of PRODUCT.md, validated with zod at start-up.
// A bad value stops start-up with one line per variable; JWT_SECRET is generated once into DATA_DIR.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import type { Database } from './db/client';
import { defaultWebDist } from './lib/paths';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
/**
 * The most connections one process keeps to a PostgreSQL server unless DATABASE_POOL_SIZE says otherwise.
 * Several processes on one server take this many each: with the server's default of 100 connections,
 * nine processes leave room for the tools (backups, migrations, psql).
 */
export const POSTGRES_POOL_SIZE = 10;

/** `json`: a JSON object a line (for a log collector); `pretty`: readable lines for a terminal. */
const LOG_FORMATS = ['json', 'pretty'] as const;

/** Parses "12h", "30m", "45s", "2d" or plain seconds into seconds; undefined when malformed. */
export function parseDuration(value: string): number | undefined {
  const match = /^(\d+)\s*([smhd]?)$/.exec(value.trim());
  if (!match) return undefined;
  const factor = { '': 1, s: 1, m: 60, h: 3600, d: 86400 }[match[2] as '' | 's' | 'm' | 'h' | 'd'];
  const seconds = Number(match[1]) * factor;
  return seconds > 0 ? seconds : undefined;
}

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const urlWithProtocols = (protocols: string[], hint: string) =>
  optionalText.refine(
    (value) => {
      if (value === undefined) return true;
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { message: hint },
  );

const envSchema = z.object({
  PORT: z.coerce
    .number({ message: 'must be a port number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 65535 (0: any free port)')
    .max(65535, 'must be between 0 and 65535 (0: any free port)')
    .default(3000),
  HOST: z.string().trim().min(1, 'must not be empty').default('127.0.0.1'),
  DATA_DIR: z.string().trim().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: urlWithProtocols(['postgres:', 'postgresql:'], 'must be a postgres:// URL'),
  DATABASE_POOL_SIZE: z.coerce
    .number({ message: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 1000')
    .max(1000, 'must be between 1 and 1000')
    .default(POSTGRES_POOL_SIZE),
  APP_URL: urlWithProtocols(['http:', 'https:'], 'must be an http(s):// URL'),
  JWT_SECRET: optionalText.refine((value) => value === undefined || value.length >= 32, {
    message: 'must be at least 32 characters long',
  }),
  JWT_TTL: z
    .string()
    .default('12h')
    .refine((value) => parseDuration(value) !== undefined, {
      message: 'must be a duration such as 12h, 30m or 3600',
    }),
  ACCOUNT_ACTIVATION: z.enum(['email', 'off'], { message: 'must be "email" or "off"' }).default('email'),
  SMTP_URL: urlWithProtocols(['smtp:', 'smtps:'], 'must be an smtp:// or smtps:// URL'),
  MAIL_FROM: z.string().trim().min(1, 'must not be empty').default('Wortsmith <no-reply@localhost>'),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_ISSUER: urlWithProtocols(['http:', 'https:'], 'must be an http(s):// URL'),
  OPENAI_API_KEY: optionalText,
  OPENAI_BASE_URL: urlWithProtocols(['http:', 'https:'], 'must be an http(s):// URL'),
  OPENAI_MODEL: optionalText,
  REDIS_URL: urlWithProtocols(['redis:', 'rediss:'], 'must be a redis:// URL'),
  REDIS_KEY_PREFIX: z.string().trim().min(1, 'must not be empty').max(100).default('wortsmith-'),
  LOG_LEVEL: z.enum(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  // Unset: pretty when standard output is a terminal, JSON otherwise (loadConfig's `terminal`).
  LOG_FORMAT: z.enum(LOG_FORMATS, { message: `must be one of ${LOG_FORMATS.join(', ')}` }).optional(),
  CORS_ORIGINS: z
    .string()
    .optional()
    .transform((value) => parseOrigins(value))
    .refine((origins) => origins !== undefined, {
      message: 'must be a comma-separated list of http(s) origins such as https://brew.example.com',
    }),
  WEB_DIST: optionalText,
  BACKUP_DIR: optionalText,
  BACKUP_EVERY: z
    .string()
    .default('1d')
    // A timer waits at most 2^31 - 1 ms, about 24.8 days.
    .refine((value) => (parseDuration(value) ?? Number.POSITIVE_INFINITY) <= 24 * 86400, {
      message: 'must be a duration from 1s to 24d, such as 1d, 12h or 3600',
    }),
  BACKUP_KEEP: z.coerce
    .number({ message: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .default(7),
});

/** `a, b` into origins (scheme://host[:port]); an empty or unset value is none; anything else undefined. */
function parseOrigins(value: string | undefined): string[] | undefined {
  const parts = (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const origins: string[] = [];
  for (const part of parts) {
    try {
      const url = new URL(part);
      if (!['http:', 'https:'].includes(url.protocol) || url.origin !== part.replace(/\/+$/, ''))
        return undefined;
      origins.push(url.origin);
    } catch {
      return undefined;
    }
  }
  return origins;
}

/** Knobs that only tests turn; production always uses the defaults. */
export interface InternalOptions {
  /** argon2id cost; production uses the library's strong defaults. */
  argon2?: { memoryCost: number; timeCost: number; parallelism: number };
  /** Multiplies every rate limit (tests raise it to exercise routes many times). */
  rateLimitFactor?: number;
  /** A PGlite dump a new embedded database starts from (tests: migrated and seeded once per run). */
  pgliteFrom?: string;
  /** A database already open, used instead of opening one and closed with the app (tests: the worker's). */
  database?: Database;
}

/** The resolved configuration `buildApp` takes. */
export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL URL; unset uses PGlite in dataDir (or in memory when `memoryDatabase`). */
  databaseUrl?: string;
  /** The most connections this process keeps to PostgreSQL (DATABASE_POOL_SIZE; default POSTGRES_POOL_SIZE). */
  databasePoolSize?: number;
  memoryDatabase?: boolean;
  appUrl: string;
  jwtSecret: string;
  jwtTtlSeconds: number;
  accountActivation: 'email' | 'off';
  smtpUrl?: string;
  mailFrom: string;
  google?: { clientId: string; clientSecret: string; issuer: string };
  openai?: { apiKey: string; baseUrl?: string; model: string };
  redisUrl?: string;
  /** Prefix of every Redis key, so deployments sharing one Redis keep their counters apart (default `wortsmith-`). */
  redisKeyPrefix?: string;
  /** Other origins allowed to call the API from a browser; empty: same origin only. */
  corsOrigins?: string[];
  logLevel: (typeof LOG_LEVELS)[number];
  /** How log lines look (lib/logging.ts); unset: JSON. */
  logFormat?: (typeof LOG_FORMATS)[number];
  /** Folder of the built web app; missing folder: only the API is served. */
  webDist: string;
  /** Backups the server writes itself (BACKUP_DIR): every `everySeconds`, the newest `keep` kept. */
  backups?: { dir: string; everySeconds: number; keep: number };
  internal?: InternalOptions;
}

/** Thrown when the environment is invalid; `lines` holds one message per variable. */
export class ConfigError extends Error {
  constructor(readonly lines: string[]) {
    super(lines.join('\n'));
  }
}

/** Reads `.env` from the working directory into process.env when present (existing variables win). */
export function loadDotEnv(cwd = process.cwd()): void {
  const file = join(cwd, '.env');
  if (existsSync(file)) process.loadEnvFile(file);
}

/** APP_URL's default: this machine at the port the server listens on. */
const localAppUrl = (port: number) => `http://localhost:${port}`;

/**
 * The configuration of a server listening on `port`. With PORT=0 that is the port the system gave,
 * which APP_URL's default then names.
 */
export function listeningOn(config: AppConfig, port: number): AppConfig {
  if (config.port !== 0) return config;
  return { ...config, port, appUrl: config.appUrl === localAppUrl(0) ? localAppUrl(port) : config.appUrl };
}

/** Returns the secret from JWT_SECRET, else from DATA_DIR/jwt-secret, generating that file once. */
export function resolveJwtSecret(dataDir: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  const file = join(dataDir, 'jwt-secret');
  let secret: string;
  try {
    if (existsSync(file)) {
      secret = readFileSync(file, 'utf8').trim();
    } else {
      mkdirSync(dataDir, { recursive: true });
      secret = randomBytes(48).toString('base64url');
      writeFileSync(file, `${secret}\n`, { mode: 0o600 });
    }
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new ConfigError([`DATA_DIR cannot hold the generated JWT secret (${file}: ${reason})`]);
  }
  if (secret.length < 32) {
    throw new ConfigError([
      `DATA_DIR holds a jwt-secret file shorter than 32 characters (${file}): delete it to generate a new one`,
    ]);
  }
  return secret;
}

/**
 * Where the database is, for the command-line tools that back it up, restore or move it: DATA_DIR and
 * DATABASE_URL validated as at start-up, nothing else read and no secret generated.
 */
export function loadDatabaseConfig(
  env: NodeJS.ProcessEnv = process.env,
): Pick<AppConfig, 'dataDir' | 'databaseUrl'> {
  const parsed = envSchema.pick({ DATA_DIR: true, DATABASE_URL: true }).safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${String(issue.path[0])} ${issue.message}`));
  }
  return { dataDir: resolve(parsed.data.DATA_DIR), databaseUrl: parsed.data.DATABASE_URL };
}

/**
 * Validates `env` and resolves the configuration; throws ConfigError naming each bad variable.
 * `terminal`: whether standard output is a terminal, which makes readable log lines the default.
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  terminal = Boolean(process.stdout.isTTY),
): AppConfig {
  const parsed = envSchema.safeParse(env);
  const lines = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${String(issue.path[0])} ${issue.message}`);
  const hasId = Boolean(env.GOOGLE_CLIENT_ID?.trim());
  if (hasId !== Boolean(env.GOOGLE_CLIENT_SECRET?.trim())) {
    lines.push(
      `${hasId ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID'} must be set together with the other one`,
    );
  }
  if (!parsed.success || lines.length > 0) throw new ConfigError([...new Set(lines)]);
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    appUrl: (e.APP_URL ?? localAppUrl(e.PORT)).replace(/\/+$/, ''),
    jwtSecret: resolveJwtSecret(dataDir, e.JWT_SECRET),
    jwtTtlSeconds: parseDuration(e.JWT_TTL)!,
    accountActivation: e.ACCOUNT_ACTIVATION,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
            issuer: e.GOOGLE_ISSUER ?? 'https://accounts.google.com',
          }
        : undefined,
    openai: e.OPENAI_API_KEY
      ? { apiKey: e.OPENAI_API_KEY, baseUrl: e.OPENAI_BASE_URL, model: e.OPENAI_MODEL ?? 'gpt-4o-mini' }
      : undefined,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    corsOrigins: e.CORS_ORIGINS ?? [],
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? (terminal ? 'pretty' : 'json'),
    webDist: e.WEB_DIST ? resolve(e.WEB_DIST) : defaultWebDist(),
    backups: e.BACKUP_DIR
      ? { dir: resolve(e.BACKUP_DIR), everySeconds: parseDuration(e.BACKUP_EVERY)!, keep: e.BACKUP_KEEP }
      : undefined,
  };
}
