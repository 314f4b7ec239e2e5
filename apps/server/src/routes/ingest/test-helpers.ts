// Test helpers shared by the ingest tests: a batch with a device link, posting to it, its readings.
import type { Batch, BatchReading } from '@wortsmith/core';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { TestUser } from '../../../test/factories';
import { brewBatch } from '../batches/test-helpers';

/** A fresh batch of `user`'s with a device link: the batch, the token and the link's path. */
export async function linkedBatch(
  app: FastifyInstance,
  user: TestUser,
): Promise<{ batch: Batch; token: string; path: string }> {
  const batch = await brewBatch(app, user);
  const link = await app.inject({
    method: 'POST',
    url: `/api/batches/${batch.id}/device-link`,
    headers: user.auth,
  });
  expect(link.statusCode).toBe(201);
  const { url, token } = link.json();
  expect(url).toBe(`${app.ctx.config.appUrl}/api/ingest/${token}`);
  return { batch, token, path: new URL(url).pathname };
}

/** Posts `payload` as JSON to `path`. */
export const postJson = (app: FastifyInstance, path: string, payload: unknown) =>
  app.inject({
    method: 'POST',
    url: path,
    payload: payload as object,
    headers: { 'content-type': 'application/json' },
  });

/** Posts a form-encoded body (a query string without its `?`) to `path`. */
export const postForm = (
  app: FastifyInstance,
  path: string,
  form: string,
  contentType = 'application/x-www-form-urlencoded',
) => app.inject({ method: 'POST', url: path, payload: form, headers: { 'content-type': contentType } });

/** The batch's stored readings, oldest first. */
export const readingsOf = async (app: FastifyInstance, user: TestUser, batchId: string) =>
  (await app.inject({ method: 'GET', url: `/api/batches/${batchId}/readings`, headers: user.auth })).json<
    BatchReading[]
  >();
