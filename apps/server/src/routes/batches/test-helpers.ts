// Test helper shared by the batch and ingest tests: brewing a fresh recipe into a batch.
import type { Batch } from '@wortsmith/core';
import type { FastifyInstance } from 'fastify';
import { buildRecipe, type TestUser } from '../../../test/factories';

/** Stores a recipe (with `recipe` overrides) for `user` and brews it; the new batch. */
export async function brewBatch(
  app: FastifyInstance,
  user: TestUser,
  recipe: Record<string, unknown> = {},
): Promise<Batch> {
  const created = await app.inject({
    method: 'POST',
    url: '/api/recipes',
    headers: user.auth,
    payload: buildRecipe(recipe),
  });
  const response = await app.inject({
    method: 'POST',
    url: '/api/batches',
    headers: user.auth,
    payload: { recipeId: created.json().id },
  });
  if (response.statusCode !== 201) throw new Error(`brewing failed: ${response.statusCode} ${response.body}`);
  return response.json<Batch>();
}
