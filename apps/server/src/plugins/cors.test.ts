// CORS is closed by default (same-origin web app) and opens only to the origins in CORS_ORIGINS. Headers
// only: the plugin on a bare Fastify with two of the API's routes, no database.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCors } from './cors';

let open: FastifyInstance;
let closed: FastifyInstance;

async function appWithCors(origins: string[]): Promise<FastifyInstance> {
  const app = Fastify();
  await registerCors(app, origins);
  app.get('/api/health', async () => ({ status: 'ok' }));
  app.post('/api/recipes', async () => ({}));
  return app;
}

beforeAll(async () => {
  [open, closed] = await Promise.all([appWithCors(['https://brew.example.com']), appWithCors([])]);
});
afterAll(() => Promise.all([open.close(), closed.close()]));

const preflight = (app: FastifyInstance, origin: string) =>
  app.inject({
    method: 'OPTIONS',
    url: '/api/recipes',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization,content-type',
    },
  });

describe('CORS', () => {
  it('lets a configured origin call the API with a bearer token', async () => {
    const response = await preflight(open, 'https://brew.example.com');
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('https://brew.example.com');
    expect(String(response.headers['access-control-allow-headers'])).toMatch(/authorization/i);
    const health = await open.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://brew.example.com' },
    });
    expect(health.headers['access-control-allow-origin']).toBe('https://brew.example.com');
    // A paged list's headers are readable by its scripts.
    expect(String(health.headers['access-control-expose-headers'])).toBe('Next-Cursor, Total-Count');
  });

  it('gives any other origin no permission', async () => {
    const response = await preflight(open, 'https://evil.example.com');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sends no CORS headers at all when CORS_ORIGINS is unset', async () => {
    const response = await closed.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://brew.example.com' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});
