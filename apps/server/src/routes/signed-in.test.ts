// Authentication is one hook around the signed-in routes, and the OpenAPI document says which they
// are: every operation it marks as needing the bearer token answers 401 without one, and no other does.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/support/test-app';

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

type Operation = { security?: unknown[] };

describe('the signed-in routes', () => {
  it('are exactly the operations the OpenAPI document marks as needing a bearer token', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const secured: string[] = [];
    const open: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths as Record<string, Record<string, Operation>>)) {
      for (const [method, operation] of Object.entries(operations)) {
        const url = path.replace(/\{[^}]+\}/g, randomUUID());
        const upper = method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'DELETE';
        const response = await app.inject({
          method: upper,
          url,
          ...(upper === 'GET' ? {} : { payload: {} }),
        });
        const label = `${upper} ${path}`;
        if (operation.security) {
          expect(operation.security, label).toEqual([{ bearerAuth: [] }]);
          expect(response.statusCode, label).toBe(401);
          secured.push(label);
        } else {
          expect(response.statusCode, label).not.toBe(401);
          open.push(label);
        }
      }
    }
    expect(secured).toEqual(
      expect.arrayContaining([
        'GET /api/users/me',
        'DELETE /api/users/{id}',
        'PUT /api/recipes/{id}',
        'GET /api/hops/{userId}/{id}',
        'POST /api/openAI',
        'POST /api/batches/{id}/device-link',
        'POST /api/recipes/import',
        'POST /api/users/me/import',
        'POST /api/shared/{token}/copy',
        'GET /api/library',
      ]),
    );
    expect(open.sort()).toEqual([
      'GET /api/health',
      'GET /api/shared/{token}',
      'GET /api/users/activate',
      'GET /api/users/google/callback',
      'GET /api/users/google/login',
      'GET /api/users/sign-in-options',
      'POST /api/ingest/{token}',
      'POST /api/users',
      'POST /api/users/changePassword',
      'POST /api/users/login',
      'POST /api/users/sendPasswordResetEmail',
    ]);
  });
});
