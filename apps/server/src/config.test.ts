// Configuration from the environment: defaults, one clear line per bad variable, and the JWT secret
// generated once into DATA_DIR.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, listeningOn, loadConfig, parseDuration } from './config';

const folders: string[] = [];
const dataDir = () => {
  const folder = mkdtempSync(join(tmpdir(), 'wortsmith-config-'));
  folders.push(folder);
  return folder;
};
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('applies the PRODUCT.md defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      appUrl: 'http://localhost:3000',
      jwtTtlSeconds: 12 * 3600,
      accountActivation: 'email',
      mailFrom: 'Wortsmith <no-reply@localhost>',
      logLevel: 'info',
      databasePoolSize: 10,
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.google).toBeUndefined();
    expect(config.openai).toBeUndefined();
    expect(config.corsOrigins).toEqual([]);
  });

  it('takes PORT=0 as any free port, which APP_URL then names unless it is set', () => {
    const any = loadConfig({ DATA_DIR: dataDir(), PORT: '0' });
    expect(any.port).toBe(0);
    expect(listeningOn(any, 41234)).toMatchObject({ port: 41234, appUrl: 'http://localhost:41234' });
    const behindProxy = loadConfig({ DATA_DIR: dataDir(), PORT: '0', APP_URL: 'https://brew.example.com' });
    expect(listeningOn(behindProxy, 41234)).toMatchObject({
      port: 41234,
      appUrl: 'https://brew.example.com',
    });
    const fixed = loadConfig({ DATA_DIR: dataDir(), PORT: '3001' });
    expect(listeningOn(fixed, 3001)).toBe(fixed);
    expect(() => loadConfig({ DATA_DIR: dataDir(), PORT: '-1' })).toThrow(
      /^PORT must be between 0 and 65535/,
    );
  });

  it('logs readable lines on a terminal and JSON elsewhere, unless LOG_FORMAT says which', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }, true).logFormat).toBe('pretty');
    expect(loadConfig({ DATA_DIR: dataDir() }, false).logFormat).toBe('json');
    expect(loadConfig({ DATA_DIR: dataDir(), LOG_FORMAT: 'json' }, true).logFormat).toBe('json');
    expect(loadConfig({ DATA_DIR: dataDir(), LOG_FORMAT: 'pretty' }, false).logFormat).toBe('pretty');
    expect(() => loadConfig({ DATA_DIR: dataDir(), LOG_FORMAT: 'text' })).toThrow(
      /^LOG_FORMAT must be one of json, pretty$/,
    );
  });

  it('schedules backups only with BACKUP_DIR, daily keeping seven unless told', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).backups).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir(), BACKUP_DIR: '/srv/backups' }).backups).toEqual({
      dir: '/srv/backups',
      everySeconds: 86400,
      keep: 7,
    });
    expect(
      loadConfig({ DATA_DIR: dataDir(), BACKUP_DIR: '/srv/backups', BACKUP_EVERY: '6h', BACKUP_KEEP: '28' })
        .backups,
    ).toMatchObject({ everySeconds: 21600, keep: 28 });
    expect(() => loadConfig({ DATA_DIR: dataDir(), BACKUP_EVERY: '30d', BACKUP_KEEP: '0' })).toThrow(
      'BACKUP_EVERY must be a duration from 1s to 24d, such as 1d, 12h or 3600\nBACKUP_KEEP must be at least 1',
    );
  });

  it('reads CORS_ORIGINS as a list of origins', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      CORS_ORIGINS: 'https://brew.example.com, http://localhost:5173/',
    });
    expect(config.corsOrigins).toEqual(['https://brew.example.com', 'http://localhost:5173']);
  });

  it('generates the JWT secret once and reuses it', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8').trim()).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
  });

  it('names DATA_DIR when the secret cannot be written there, or what is there is too short', () => {
    const file = join(dataDir(), 'not-a-directory');
    writeFileSync(file, '');
    expect(() => loadConfig({ DATA_DIR: file })).toThrow(/^DATA_DIR cannot hold the generated JWT secret/);
    const dir = dataDir();
    writeFileSync(join(dir, 'jwt-secret'), 'short\n');
    expect(() => loadConfig({ DATA_DIR: dir })).toThrow(/^DATA_DIR holds a jwt-secret file shorter than 32/);
  });

  it('names every bad variable on its own line', () => {
    let error: unknown;
    try {
      loadConfig({
        DATA_DIR: dataDir(),
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        DATABASE_POOL_SIZE: 'lots',
        JWT_SECRET: 'short',
        JWT_TTL: 'forever',
        ACCOUNT_ACTIVATION: 'maybe',
        SMTP_URL: 'http://mail',
        GOOGLE_CLIENT_ID: 'id-without-secret',
        LOG_LEVEL: 'loud',
        LOG_FORMAT: 'colourful',
        CORS_ORIGINS: 'https://brew.example.com, ftp://files',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const lines = (error as ConfigError).lines;
    for (const name of [
      'PORT',
      'DATABASE_URL',
      'DATABASE_POOL_SIZE',
      'JWT_SECRET',
      'JWT_TTL',
      'ACCOUNT_ACTIVATION',
      'SMTP_URL',
      'GOOGLE_CLIENT_SECRET',
      'LOG_LEVEL',
      'LOG_FORMAT',
      'CORS_ORIGINS',
    ]) {
      expect(
        lines.filter((line) => line.startsWith(`${name} `)),
        name,
      ).toHaveLength(1);
    }
  });

  it('enables Google and OpenAI when their variables are set', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      OPENAI_API_KEY: 'sk-x',
      APP_URL: 'https://brew.example.com/',
    });
    expect(config.google).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
      issuer: 'https://accounts.google.com',
    });
    expect(config.openai?.apiKey).toBe('sk-x');
    expect(config.appUrl).toBe('https://brew.example.com');
  });
});

describe('parseDuration', () => {
  it.each([
    ['12h', 43200],
    ['30m', 1800],
    ['45s', 45],
    ['2d', 172800],
    ['3600', 3600],
    ['0', undefined],
    ['soon', undefined],
  ])('%s -> %s', (input, seconds) => {
    expect(parseDuration(input)).toBe(seconds);
  });
});
