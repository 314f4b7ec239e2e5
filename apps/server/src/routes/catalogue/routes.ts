// The catalogue API of SPEC §7 for all five kinds from one implementation: thin handlers over the
// visibility rule (list, search), the official lists (the list of a user who owns none of a kind) and the
// item service (get, create, update, delete).

import type { Readable } from 'node:stream';
import { type CatalogueKind, catalogueSchemas, deletedMessage } from '@wortsmith/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { type PageQuery, pageOf, pageQuery, pageRequest } from '../../lib/paging';
import { searchQuery } from '../../lib/search';
import { sendPrecompressed } from '../../plugins/compress';
import { KIND_LIST, type KindDescriptor } from './kinds';
import { OfficialLists } from './official-list';
import { catalogueResponses, itemParams, ownerItemParams } from './schema';
import { createItem, deleteItemFor, readItem, updateItemFor } from './service';
import { catalogueKey, ownsItems, visibleItemsJson, visibleItemsPage } from './visibility';

/** Registers the routes of every catalogue kind. */
export async function catalogueRoutes(app: FastifyInstance): Promise<void> {
  const officialLists = new OfficialLists();
  for (const descriptor of KIND_LIST) registerKind(app, descriptor, officialLists);
}

function registerKind(app: FastifyInstance, descriptor: KindDescriptor, officialLists: OfficialLists): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { kind, label } = descriptor;
  const base = `/api/${kind}`;
  const body = catalogueSchemas[kind as CatalogueKind] as unknown as z.ZodType<Record<string, unknown>>;
  const tags = [kind];
  const responses = catalogueResponses(kind);
  const db = () => app.ctx.db;
  // Lists and searches are JSON text already, or a stream of it: sent as is (their response schema
  // documents them).
  const sendJson = (reply: FastifyReply, json: string | Readable) =>
    reply.type('application/json; charset=utf-8').send(json);

  /**
   * The JSON of the page a paged call asks for (lib/paging.ts), its headers set; null for the whole list.
   * (A text, not the sent reply: a reply is thenable, so awaiting it would answer undefined.)
   */
  const pageJson = async (reply: FastifyReply, userId: string, query: PageQuery, term?: string) => {
    const page = pageRequest(query, catalogueKey);
    if (!page) return null;
    const { rows, counted } = await visibleItemsPage(db(), descriptor, userId, term, page);
    const kept = pageOf(reply, rows, page, (row) => row.key, counted);
    return `[${kept.map((row) => row.item).join(',')}]`;
  };

  api.get(
    base,
    { schema: { tags, querystring: pageQuery, response: responses.list } },
    async (request, reply) => {
      const page = await pageJson(reply, request.userId, request.query);
      if (page !== null) return sendJson(reply, page);
      if (!(await ownsItems(db(), descriptor, request.userId))) {
        return sendPrecompressed(request, reply, await officialLists.of(db(), descriptor));
      }
      return sendJson(reply, await visibleItemsJson(db(), descriptor, request.userId));
    },
  );

  api.get(
    `${base}/search`,
    {
      schema: { tags, querystring: searchQuery.extend(pageQuery.shape), response: responses.list },
    },
    async (request, reply) => {
      const term = request.query.searchTerm.trim();
      const page = await pageJson(reply, request.userId, request.query, term || undefined);
      if (page !== null) return sendJson(reply, page);
      return sendJson(reply, await visibleItemsJson(db(), descriptor, request.userId, term || undefined));
    },
  );

  api.get(
    `${base}/:userId/:id`,
    {
      schema: { tags, params: ownerItemParams(label), response: responses.one },
    },
    async (request) => readItem(db(), descriptor, request.userId, request.params.userId, request.params.id),
  );

  api.post(base, { schema: { tags, body, response: responses.created } }, async (request, reply) =>
    reply.code(201).send(await createItem(db(), descriptor, request.userId, request.body)),
  );

  api.put(
    `${base}/:id`,
    {
      schema: { tags, params: itemParams(label), body, response: responses.updated },
    },
    async (request) => updateItemFor(db(), descriptor, request.userId, request.params.id, request.body),
  );

  api.delete(
    `${base}/:userId/:id`,
    {
      schema: { tags, params: ownerItemParams(label), response: responses.deleted },
    },
    async (request) => {
      await deleteItemFor(db(), descriptor, request.userId, request.params.userId, request.params.id);
      return { message: deletedMessage(label) };
    },
  );
}
