// Request logs never hold a credential: the secret query parameters of the URLs users are sent to are
// replaced in the log line, through the app's real logger.
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction';
import { loggerOptions } from './logging';

describe('log redaction', () => {
  it('replaces tokens, codes and states in a URL and keeps everything else', () => {
    expect(redactUrl('/?token=eyJhbGciOi.x.y')).toBe('/?token=[redacted]');
    expect(redactUrl('/api/users/activate?code=abc123')).toBe('/api/users/activate?code=[redacted]');
    expect(redactUrl('/api/users/google/callback?code=c&state=s&iss=https%3A%2F%2Fx')).toBe(
      '/api/users/google/callback?code=[redacted]&state=[redacted]&iss=https%3A%2F%2Fx',
    );
    expect(redactUrl('/ChangePassword?Token=t')).toBe('/ChangePassword?Token=[redacted]');
    expect(redactUrl('/api/hops?search=cascade')).toBe('/api/hops?search=cascade');
    expect(redactUrl('/api/health')).toBe('/api/health');
  });

  it("keeps a request's token and code out of the app's request log", async () => {
    let log = '';
    const stream = new Writable({
      write(chunk, _encoding, done) {
        log += chunk;
        done();
      },
    });
    const app = Fastify({ logger: { ...loggerOptions('info'), stream } });
    app.get('/', async () => ({}));
    await app.inject({ method: 'GET', url: '/?token=SECRET-JWT&code=SECRET-CODE' });
    await app.close();
    expect(log).toContain('"url":"/?token=[redacted]&code=[redacted]"');
    expect(log).not.toContain('SECRET');
  });
});
