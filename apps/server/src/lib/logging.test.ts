// The log's two formats as a person meets them: JSON lines off a terminal, readable lines on one with a
// request's line only at debug level, and in both no token, code or credential header in a line.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AppConfig } from '../config';
import { type LogFormat, loggingOptions } from './logging';

/** An app with the server's log options writing to a string; one route, and one that fails. */
function appLogging(level: AppConfig['logLevel'], format: LogFormat) {
  const lines: string[] = [];
  const app = Fastify(
    loggingOptions({ logLevel: level, logFormat: format }, { write: (text) => lines.push(text) }),
  );
  app.get('/', async () => ({}));
  app.get('/broken', async () => {
    throw new Error('the database went away');
  });
  return { app, log: () => lines.join('') };
}

const secretRequest = {
  method: 'GET' as const,
  url: '/?token=SECRET-JWT&code=SECRET-CODE&search=cascade',
  headers: { authorization: 'Bearer SECRET-HEADER', cookie: 'session=SECRET-COOKIE' },
};

describe('pretty log format', () => {
  it('writes no line for an answered request at info level', async () => {
    const { app, log } = appLogging('info', 'pretty');
    app.log.info('catalogue seeded');
    await app.inject(secretRequest);
    await app.close();
    expect(log()).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: catalogue seeded\n$/);
  });

  it('writes one readable line per request at debug level, its URL redacted', async () => {
    const { app, log } = appLogging('debug', 'pretty');
    await app.inject(secretRequest);
    await app.close();
    const lines = log().trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^\[\d\d:\d\d:\d\d\] DEBUG: GET \/\?token=\[redacted\]&code=\[redacted\]&search=cascade 200 \d+ ms$/,
    );
  });

  it('writes a warning as one line, and a failed request with its error', async () => {
    const { app, log } = appLogging('info', 'pretty');
    app.log.warn('REDIS_URL is not reachable');
    await app.inject({ method: 'GET', url: '/broken?token=SECRET-JWT' });
    await app.close();
    expect(log()).toMatch(/^\[\d\d:\d\d:\d\d\] WARN: REDIS_URL is not reachable\n/);
    expect(log()).toContain('ERROR: the database went away');
    expect(log()).not.toContain('{"level"');
    expect(log()).not.toContain('SECRET');
  });
});

describe('JSON log format', () => {
  it('writes a JSON object per line, the request lines at info level, with nothing secret', async () => {
    const { app, log } = appLogging('info', 'json');
    await app.inject(secretRequest);
    await app.close();
    const entries = log()
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(entries.map((entry) => entry.msg)).toEqual(['incoming request', 'request completed']);
    expect(entries[0].req.url).toBe('/?token=[redacted]&code=[redacted]&search=cascade');
    expect(log()).not.toContain('SECRET');
  });
});
