// CORS is closed by default (same-origin web app) and opens only to the origins in CORS_ORIGINS.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/support/test-app';

let open: FastifyInstance;
let closed: FastifyInstance;

beforeAll(async () => {
  [open, closed] = await Promise.all([
    createTestApp({ corsOrigins: ['https://brew.example.com'] }),
    createTestApp(),
  ]);
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
