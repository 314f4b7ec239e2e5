// The catalogue API of SPEC §7 for all five kinds from one implementation: list, search, get, create,
// update (official items become the user's [custom] copy) and delete (official items: 403).
import { type CatalogueKind, catalogueSchemas, OFFICIAL_USER_ID } from '@wortsmith/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { HttpError, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { searchQuery } from '../../lib/search';
import { KIND_LIST, type KindDescriptor, pickFields } from './kinds';
import { mergeView, OfficialCatalogueCache } from './official-cache';
import { OwnItemsCache } from './own-items-cache';
import { presentItem } from './presenter';
import { deleteItem, findCopy, findItem, insertItem, prepareOwnItemQueries, updateItem } from './repository';
import { catalogueResponses, itemParams, ownerItemParams } from './schema';

/** Memory for cached list bodies, per kind. */
const LIST_CACHE_BYTES = 4 * 1024 * 1024;

/** Registers the routes of every catalogue kind. */
export async function catalogueRoutes(app: FastifyInstance): Promise<void> {
  const officialCache = new OfficialCatalogueCache(() => app.ctx.db);
  for (const descriptor of KIND_LIST) registerKind(app, descriptor, officialCache);
}

function registerKind(
  app: FastifyInstance,
  descriptor: KindDescriptor,
  officialCache: OfficialCatalogueCache,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { kind, label } = descriptor;
  const base = `/api/${kind}`;
  const body = catalogueSchemas[kind as CatalogueKind] as unknown as z.ZodType<Record<string, unknown>>;
  const tags = [kind];
  const responses = catalogueResponses(kind);
  const security = [{ bearerAuth: [] }];
  const present = (row: Parameters<typeof presentItem>[1]) => presentItem(descriptor, row);
  const db = () => app.ctx.db;

  const ownItems = new OwnItemsCache(
    kind,
    prepareOwnItemQueries(app.ctx.db, descriptor),
    app.ctx.database.changes,
  );
  // Full lists are answered from encoded bodies keyed by the user's own rows (id and update time): users
  // without own items share one body, and a repeated list is sent without rebuilding or re-encoding it.
  const listBodies = new Map<string, Buffer>();
  let cachedBytes = 0;
  const view = async (userId: string, term?: string): Promise<string | Buffer> => {
    const [official, own] = await Promise.all([officialCache.entries(descriptor), ownItems.read(userId)]);
    if (term) return mergeView(descriptor, official, own, term);
    const key = own.map((row) => `${row.id}@${row.updatedAt.getTime()}`).join(',');
    let body = listBodies.get(key);
    if (!body) {
      body = Buffer.from(mergeView(descriptor, official, own));
      while (cachedBytes + body.length > LIST_CACHE_BYTES && listBodies.size > 0) {
        const [oldKey, oldBody] = listBodies.entries().next().value!;
        listBodies.delete(oldKey);
        cachedBytes -= oldBody.length;
      }
      listBodies.set(key, body);
      cachedBytes += body.length;
    }
    return body;
  };
  const sendJson = (reply: FastifyReply, json: string | Buffer) =>
    reply.type('application/json; charset=utf-8').send(json);

  api.get(
    base,
    { onRequest: app.authenticate, schema: { tags, security, response: responses.list } },
    async (request, reply) => sendJson(reply, await view(request.userId)),
  );

  api.get(
    `${base}/search`,
    {
      onRequest: app.authenticate,
      schema: { tags, security, querystring: searchQuery, response: responses.list },
    },
    async (request, reply) => {
      const term = request.query.searchTerm.trim();
      return sendJson(reply, await view(request.userId, term || undefined));
    },
  );

  api.get(
    `${base}/:userId/:id`,
    {
      onRequest: app.authenticate,
      schema: { tags, security, params: ownerItemParams, response: responses.one },
    },
    async (request) => {
      const { userId, id } = request.params;
      if (!isUuid(id) || (userId !== request.userId && userId !== OFFICIAL_USER_ID)) throw notFound(label);
      const row = await findItem(db(), descriptor, id);
      if (!row || row.userId !== userId) throw notFound(label);
      return present(row);
    },
  );

  api.post(
    base,
    { onRequest: app.authenticate, schema: { tags, security, body, response: responses.created } },
    async (request, reply) => {
      const row = await insertItem(db(), descriptor, request.userId, pickFields(descriptor, request.body));
      await ownItems.forget(request.userId);
      return reply.code(201).send(present(row));
    },
  );

  api.put(
    `${base}/:id`,
    {
      onRequest: app.authenticate,
      schema: { tags, security, params: itemParams, body, response: responses.updated },
    },
    async (request) => {
      const { id } = request.params;
      if (!isUuid(id)) throw notFound(label);
      const values = pickFields(descriptor, request.body);
      try {
        return await db().transaction(async (tx) => {
          const row = await findItem(tx, descriptor, id);
          if (row?.userId === request.userId) {
            return present((await updateItem(tx, descriptor, request.userId, id, values))!);
          }
          if (row?.userId === OFFICIAL_USER_ID) {
            const copy = await findCopy(tx, descriptor, request.userId, id);
            const saved = copy
              ? await updateItem(tx, descriptor, request.userId, copy.id, values)
              : await insertItem(tx, descriptor, request.userId, values, id);
            return present(saved!);
          }
          throw notFound(label);
        });
      } finally {
        // After the write, so a concurrent read cannot cache the old rows again.
        await ownItems.forget(request.userId);
      }
    },
  );

  api.delete(
    `${base}/:userId/:id`,
    {
      onRequest: app.authenticate,
      schema: { tags, security, params: ownerItemParams, response: responses.deleted },
    },
    async (request) => {
      const { userId, id } = request.params;
      if (!isUuid(id) || (userId !== request.userId && userId !== OFFICIAL_USER_ID)) throw notFound(label);
      if (userId === request.userId && (await deleteItem(db(), descriptor, request.userId, id))) {
        await ownItems.forget(request.userId);
        return { message: `${label} deleted successfully.` };
      }
      // Not the user's: an official item is refused as such, whichever owner the path names.
      const row = await findItem(db(), descriptor, id);
      if (row?.userId === OFFICIAL_USER_ID) {
        throw new HttpError(403, `Official items cannot be deleted. Edit it to keep your own copy instead.`);
      }
      throw notFound(label);
    },
  );
}
