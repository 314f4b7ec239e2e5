// Batch routes: list, search, brew a recipe, get, save (version, 409), delete; fermentation readings
// (down-sampled on request); brew mode's state (its own version, 409); the device link. Lists are the
// signed-in user's own batches; who may open or change a batch, its readings, its brew session and its
// link is policies/batch.ts, reading.ts, brew-session.ts and device-link.ts.
import {
  batchSchema,
  brewSessionBodySchema,
  brixReadingGravity,
  deletedMessage,
  newReadingSchema,
  type RecipeInput,
  readingSchema,
} from '@wortsmith/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, notFound } from '../../lib/errors';
import { countUpTo, listOrPage, type PageQuery, pageQuery } from '../../lib/paging';
import { searchQuery } from '../../lib/search';
import { newHashedToken } from '../../lib/tokens';
import * as batchPolicy from '../../policies/batch';
import * as brewSessionPolicy from '../../policies/brew-session';
import * as deviceLinkPolicy from '../../policies/device-link';
import * as readingPolicy from '../../policies/reading';
import { ingestUrl } from '../ingest/schema';
import { findUserById } from '../users/repository';
import { presentBatch, presentBrewSession, presentReading } from './presenter';
import {
  deleteReading,
  insertReading,
  insertReadingOnce,
  keyOfReading,
  listReadings,
  listReadingsPage,
  READINGS_PAGED_OR_SAMPLED,
  readingKey,
  readingsOf,
  readingValues,
  updateReading,
} from './readings-repository';
import {
  type BatchRow,
  batchKey,
  countBatches,
  deleteBatch,
  keyOfBatch,
  listBatches,
  prepareFindBatch,
  setDeviceTokenHash,
} from './repository';
import {
  addReadingResponses,
  batchParams,
  batchResponse,
  brewSessionResponses,
  createBatchBody,
  deviceLinkResponse,
  messageResponse,
  readingParams,
  readingResponse,
  readingsQuery,
} from './schema';
import { brewRecipe, saveBatch, saveBrewSession } from './service';

/** Registers the batch routes. */
export async function batchRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.ctx.db;
  const findBatch = prepareFindBatch(app.ctx.db);
  const schema = { tags: ['batches'] };
  const list = z.array(batchResponse);

  /**
   * What a Brix reading of `batch` stands for, at its owner's wort correction factor (issue 32); undefined
   * for a reading without Brix, which needs no correction and so no read of the owner's factor.
   */
  const brixOf = async (userId: string, batch: BatchRow, reading: { brix?: number | null }) => {
    if (reading.brix === undefined || reading.brix === null) return undefined;
    const wcf = (await findUserById(db(), userId))?.wortCorrectionFactor;
    const { brewDate, measuredOg, fermenterVolume } = batch;
    const snapshot = { brewDate, measuredOg, fermenterVolume, recipe: batch.recipe as RecipeInput };
    return (brix: number) => brixReadingGravity(snapshot, brix, wcf);
  };

  /** The batches matching `term`: all of them, or the page the query asks for (lib/paging.ts). */
  const batchesFor = async (reply: FastifyReply, userId: string, query: PageQuery, term = '') =>
    (
      await listOrPage(reply, query, batchKey, {
        read: (page) => listBatches(db(), userId, term, page),
        count: () => countBatches(db(), userId, term),
        keyOf: keyOfBatch,
      })
    ).map(presentBatch);

  api.get(
    '/api/batches',
    { schema: { ...schema, querystring: pageQuery, response: { 200: list } } },
    async (request, reply) => batchesFor(reply, request.userId, request.query),
  );

  api.get(
    '/api/batches/search',
    { schema: { ...schema, querystring: searchQuery.extend(pageQuery.shape), response: { 200: list } } },
    async (request, reply) =>
      batchesFor(reply, request.userId, request.query, request.query.searchTerm.trim()),
  );

  api.post(
    '/api/batches',
    { schema: { ...schema, body: createBatchBody, response: { 201: batchResponse } } },
    async (request, reply) =>
      reply.code(201).send(presentBatch(await brewRecipe(app.ctx.db, request.userId, request.body.recipeId))),
  );

  api.get(
    '/api/batches/:id',
    { schema: { ...schema, params: batchParams, response: { 200: batchResponse } } },
    async (request) =>
      presentBatch(batchPolicy.authorizeRead(request.userId, await findBatch(request.params.id))),
  );

  api.put(
    '/api/batches/:id',
    {
      schema: { ...schema, params: batchParams, body: batchSchema, response: { 200: batchResponse } },
    },
    async (request) => {
      const batch = batchPolicy.authorizeChange(request.userId, await findBatch(request.params.id));
      return presentBatch(await saveBatch(app.ctx.db, request.userId, batch.id, request.body));
    },
  );

  api.delete(
    '/api/batches/:id',
    { schema: { ...schema, params: batchParams, response: { 200: messageResponse } } },
    async (request) => {
      const batch = batchPolicy.authorizeChange(request.userId, await findBatch(request.params.id));
      // Gone meanwhile: as if it never was.
      if (!(await deleteBatch(db(), request.userId, batch.id))) throw notFound('Batch');
      return { message: deletedMessage('Batch') };
    },
  );

  api.get(
    '/api/batches/:id/readings',
    {
      schema: {
        ...schema,
        params: batchParams,
        querystring: readingsQuery,
        response: { 200: z.array(readingResponse) },
      },
    },
    async (request, reply) => {
      const batch = readingPolicy.authorizeRead(request.userId, await findBatch(request.params.id));
      const { maxPoints, order, ...paging } = request.query;
      if (maxPoints !== undefined && (paging.limit ?? paging.cursor) !== undefined) {
        throw new HttpError(400, READINGS_PAGED_OR_SAMPLED);
      }
      const latestFirst = order === 'latest';
      const rows = await listOrPage(reply, paging, readingKey, {
        read: (page) =>
          page
            ? listReadingsPage(db(), batch.id, page, latestFirst)
            : listReadings(db(), batch.id, maxPoints, latestFirst),
        count: () => countUpTo(db(), readingsOf(batch.id)),
        keyOf: keyOfReading,
      });
      return rows.map(presentReading);
    },
  );

  api.post(
    '/api/batches/:id/readings',
    {
      schema: {
        ...schema,
        params: batchParams,
        body: newReadingSchema,
        response: addReadingResponses,
      },
    },
    async (request, reply) => {
      const batch = readingPolicy.authorizeChange(request.userId, await findBatch(request.params.id));
      const fromBrix = await brixOf(request.userId, batch, request.body);
      const values = readingValues(request.body, fromBrix);
      const { id } = request.body;
      if (id === undefined)
        return reply.code(201).send(presentReading(await insertReading(db(), batch.id, values)));
      // A reading with its own id (typed offline): sent again after a lost answer, it is taken once.
      const once = await insertReadingOnce(db(), batch.id, id, values);
      if (once === 'taken') throw new HttpError(409, 'This reading id is in use.');
      return 'added' in once
        ? reply.code(201).send(presentReading(once.added))
        : reply.code(200).send(presentReading(once.existing));
    },
  );

  api.put(
    '/api/batches/:id/readings/:readingId',
    {
      schema: { ...schema, params: readingParams, body: readingSchema, response: { 200: readingResponse } },
    },
    async (request) => {
      const batch = readingPolicy.authorizeChange(request.userId, await findBatch(request.params.id));
      const values = readingValues(request.body, await brixOf(request.userId, batch, request.body));
      const row = await updateReading(db(), batch.id, request.params.readingId, values);
      if (!row) throw notFound('Reading');
      return presentReading(row);
    },
  );

  api.delete(
    '/api/batches/:id/readings/:readingId',
    { schema: { ...schema, params: readingParams, response: { 200: messageResponse } } },
    async (request) => {
      const batch = readingPolicy.authorizeChange(request.userId, await findBatch(request.params.id));
      const { readingId } = request.params;
      if (!(await deleteReading(db(), batch.id, readingId))) throw notFound('Reading');
      return { message: deletedMessage('Reading') };
    },
  );

  api.get(
    '/api/batches/:id/brew',
    { schema: { ...schema, params: batchParams, response: brewSessionResponses.read } },
    async (request) =>
      presentBrewSession(brewSessionPolicy.authorizeRead(request.userId, await findBatch(request.params.id))),
  );

  api.put(
    '/api/batches/:id/brew',
    {
      schema: {
        ...schema,
        params: batchParams,
        body: brewSessionBodySchema,
        response: brewSessionResponses.saved,
      },
    },
    async (request) => {
      const batch = brewSessionPolicy.authorizeChange(request.userId, await findBatch(request.params.id));
      return presentBrewSession(await saveBrewSession(app.ctx.db, request.userId, batch.id, request.body));
    },
  );

  api.post(
    '/api/batches/:id/device-link',
    { schema: { ...schema, params: batchParams, response: { 201: deviceLinkResponse } } },
    async (request, reply) => {
      const { token, hash } = newHashedToken();
      const batch = deviceLinkPolicy.authorizeManage(request.userId, await findBatch(request.params.id));
      await setDeviceTokenHash(db(), request.userId, batch.id, hash);
      return reply.code(201).send({ url: ingestUrl(app.ctx.config.appUrl, token), token });
    },
  );

  api.delete(
    '/api/batches/:id/device-link',
    { schema: { ...schema, params: batchParams, response: { 200: messageResponse } } },
    async (request) => {
      const batch = deviceLinkPolicy.authorizeManage(request.userId, await findBatch(request.params.id));
      await setDeviceTokenHash(db(), request.userId, batch.id, null);
      return { message: 'Device link turned off.' };
    },
  );
}
