// Import and export routes: recipes and each catalogue kind in and out as BeerXML or BeerJSON files.
// Static paths (/api/recipes/import, /api/recipes/export) win over /api/recipes/:id in the router.
import { CATALOGUE_KINDS, INTEROP_MEDIA_TYPES, type InteropFormat, interopFileName } from '@wortsmith/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fileBytes, registerFileBody } from './file-body';
import {
  exportQuery,
  exportResponses,
  importQuery,
  isPreview,
  itemImportResponses,
  recipeIdParams,
  recipeImportResponses,
} from './schema';
import {
  exportAllRecipes,
  exportOneRecipe,
  exportOwnItems,
  previewItems,
  previewRecipes,
  saveImportedItems,
  saveImportedRecipes,
} from './service';

/** Sends a written file as a download. */
function download(reply: FastifyReply, file: { title: string; text: string }, format: InteropFormat) {
  const name = interopFileName(file.title, format);
  return reply
    .header('Content-Disposition', `attachment; filename="${name}"`)
    .type(`${INTEROP_MEDIA_TYPES[format]}; charset=utf-8`)
    .send(file.text);
}

/** Registers the import and export routes (an encapsulated plugin: its body parsers stay here). */
export async function interopRoutes(app: FastifyInstance): Promise<void> {
  registerFileBody(app);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.ctx.db;

  api.post(
    '/api/recipes/import',
    {
      schema: { tags: ['recipes'], querystring: importQuery, response: recipeImportResponses },
    },
    async (request, reply) => {
      const bytes = fileBytes(request.body);
      const { ids, styles } = request.query;
      if (isPreview(request.query)) return reply.code(200).send(previewRecipes(bytes, ids, styles));
      return reply.code(201).send(await saveImportedRecipes(db(), request.userId, bytes, ids, styles));
    },
  );

  api.get(
    '/api/recipes/export',
    {
      schema: { tags: ['recipes'], querystring: exportQuery, response: exportResponses },
    },
    async (request, reply) =>
      download(
        reply,
        await exportAllRecipes(db(), request.userId, request.query.format),
        request.query.format,
      ),
  );

  api.get(
    '/api/recipes/:id/export',
    {
      schema: {
        tags: ['recipes'],
        params: recipeIdParams,
        querystring: exportQuery,
        response: exportResponses,
      },
    },
    async (request, reply) => {
      const { format } = request.query;
      return download(reply, await exportOneRecipe(db(), request.userId, request.params.id, format), format);
    },
  );

  for (const kind of CATALOGUE_KINDS) {
    const tags = [kind];
    api.post(
      `/api/${kind}/import`,
      {
        schema: { tags, querystring: importQuery, response: itemImportResponses },
      },
      async (request, reply) => {
        const bytes = fileBytes(request.body);
        const { ids } = request.query;
        if (isPreview(request.query)) {
          return reply.code(200).send(await previewItems(db(), kind, request.userId, bytes, ids));
        }
        const withStock = request.query.stock === '1' || request.query.stock === 'true';
        const saved = await saveImportedItems(db(), kind, request.userId, bytes, ids, withStock);
        return reply.code(201).send(saved);
      },
    );

    api.get(
      `/api/${kind}/export`,
      {
        schema: { tags, querystring: exportQuery, response: exportResponses },
      },
      async (request, reply) =>
        download(
          reply,
          await exportOwnItems(db(), kind, request.userId, request.query.format),
          request.query.format,
        ),
    );
  }
}
