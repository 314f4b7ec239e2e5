// The web tests' stub API stands for routes as this server declares them: apps/web/src/test/
// api-contract.ts imports their response schemas from here, and this checks its list against the routes
// themselves: each is in the OpenAPI document with exactly the statuses it lists, and each body it
// names has the fields the route documents; and the stub pages (lib/paging.ts) exactly the routes of its
// list that the server pages as arrays.
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contractRoutes, PAGED_ROUTES } from '../../../web/src/test/api-contract';
import { useAppWithUsers } from '../../test/factories';

let app: FastifyInstance;
useAppWithUsers(1, ([made]) => {
  app = made;
});

type JsonSchema = { type?: unknown; items?: JsonSchema; properties?: Record<string, unknown> };
type Operation = {
  parameters?: Array<{ in: string; name: string }>;
  responses: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
};

/** What a JSON schema says of a body's shape: its fields (of its items for a list), else its type. */
function shapeOf(schema: JsonSchema | undefined): unknown {
  if (!schema) return undefined;
  if (schema.items) return { items: shapeOf(schema.items) };
  return schema.properties ? Object.keys(schema.properties).sort() : schema.type;
}

describe('the web stub contract', () => {
  it('lists each route with the statuses and fields the server documents', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const [route, responses] of contractRoutes()) {
      const [method = '', path = ''] = route.split(' ');
      const operation = doc.paths[path.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
      expect(operation, route).toBeDefined();
      expect(Object.keys(operation.responses).sort(), route).toEqual(Object.keys(responses).sort());
      for (const [status, schema] of Object.entries(responses)) {
        if (schema === null) continue;
        const documented = operation.responses[status].content?.['application/json']?.schema;
        const listed = z.toJSONSchema(schema as z.ZodType, { io: 'output', unrepresentable: 'any' });
        expect(shapeOf(documented), `${route} ${status}`).toEqual(shapeOf(listed as JsonSchema));
      }
    }
  });

  it('pages exactly the routes of its list that the server pages as arrays', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    const listed = new Set(contractRoutes().map(([route]) => route));
    const paged: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const query = (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
        const body = operation.responses['200']?.content?.['application/json']?.schema;
        const route = `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`;
        if (
          query.includes('limit') &&
          query.includes('cursor') &&
          body?.type === 'array' &&
          listed.has(route)
        )
          paged.push(route);
      }
    }
    expect(paged.length).toBeGreaterThan(10);
    expect([...PAGED_ROUTES].sort()).toEqual(paged.sort());
  });
});
