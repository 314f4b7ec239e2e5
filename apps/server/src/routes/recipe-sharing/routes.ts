// Share links and the library, signed in (issue 36): the owner makes, reads and revokes a recipe's link and
// publishes it; any signed-in brewer of the instance browses the library, opens a published recipe and
// copies it, or copies a recipe a link opens. Link tokens are shown once and stored as SHA-256 hashes.
import { LIBRARY_PAGE_SIZE, SHARE_MESSAGES, shownName } from '@wortsmith/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/errors';
import { newHashedToken } from '../../lib/tokens';
import { strictLimit } from '../../plugins/rate-limit';
import * as recipePolicy from '../../policies/recipe';
import { presentRecipe } from '../recipes/presenter';
import { findRecipe } from '../recipes/repository';
import { idParams } from '../recipes/schema';
import { copyRecipe } from './copy';
import { decodeCursor, encodeCursor } from './cursor';
import { presentShared } from './presenter';
import {
  deleteShare,
  findPublication,
  findPublished,
  findShare,
  listLibrary,
  publish,
  replaceShare,
  unpublish,
} from './repository';
import {
  libraryParams,
  libraryQuery,
  publicationBodySchema,
  sharingResponses as responses,
  shareBodySchema,
  tokenParams,
} from './schema';
import { openLink } from './shared-link';

/** Registers the signed-in sharing and library routes. */
export async function recipeSharingRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['sharing'];
  const db = () => app.ctx.db;
  const factor = app.ctx.config.internal?.rateLimitFactor ?? 1;
  const ownRecipe = async (userId: string, id: string) =>
    recipePolicy.authorizeChange(userId, await findRecipe(db(), id));
  // Browsing is generous, copying less so: a club member copies a handful a day, a scraper thousands.
  const browsing = () => strictLimit(app, 300, '1 minute', factor);
  const copying = () => strictLimit(app, 60, '1 hour', factor);
  const presentPublication = (row: Awaited<ReturnType<typeof findPublication>>) => ({
    published: row !== undefined,
    shownAs: row?.shownAs ?? 'name',
    publishedAt: row?.publishedAt.toISOString() ?? null,
    copyCount: row?.copyCount ?? 0,
  });

  api.get(
    '/api/recipes/:id/sharing',
    { schema: { tags, params: idParams, response: responses.sharing } },
    async (request) => {
      const recipe = await ownRecipe(request.userId, request.params.id);
      const share = await findShare(db(), recipe.id);
      return {
        share: share
          ? {
              shownAs: share.shownAs,
              expiresAt: share.expiresAt?.toISOString() ?? null,
              createdAt: share.createdAt.toISOString(),
              expired: share.expiresAt !== null && share.expiresAt.getTime() <= Date.now(),
            }
          : null,
        publication: presentPublication(await findPublication(db(), recipe.id)),
      };
    },
  );

  api.post(
    '/api/recipes/:id/share',
    { schema: { tags, params: idParams, body: shareBodySchema, response: responses.share } },
    async (request, reply) => {
      const recipe = await ownRecipe(request.userId, request.params.id);
      const { token, hash } = newHashedToken();
      const expiresAt = request.body.expiresAt ? new Date(request.body.expiresAt) : null;
      const share = await replaceShare(db(), {
        recipeId: recipe.id,
        userId: request.userId,
        tokenHash: hash,
        shownAs: request.body.shownAs,
        expiresAt,
      });
      return reply.code(201).send({
        url: `${app.ctx.config.appUrl}/shared/${token}`,
        token,
        shownAs: request.body.shownAs,
        expiresAt: share.expiresAt?.toISOString() ?? null,
        createdAt: share.createdAt.toISOString(),
      });
    },
  );

  api.delete(
    '/api/recipes/:id/share',
    { schema: { tags, params: idParams, response: responses.unshare } },
    async (request) => {
      const recipe = await ownRecipe(request.userId, request.params.id);
      await deleteShare(db(), request.userId, recipe.id);
      return { message: 'The link no longer works.' };
    },
  );

  api.put(
    '/api/recipes/:id/publication',
    { schema: { tags, params: idParams, body: publicationBodySchema, response: responses.publication } },
    async (request) => {
      const recipe = await ownRecipe(request.userId, request.params.id);
      if (!request.body.published) {
        await unpublish(db(), request.userId, recipe.id);
        return presentPublication(undefined);
      }
      return presentPublication(await publish(db(), recipe, request.body.shownAs));
    },
  );

  api.get(
    '/api/library',
    { ...browsing(), schema: { tags, querystring: libraryQuery, response: responses.library } },
    async (request) => {
      const { searchTerm, style, type, sort, cursor, limit = LIBRARY_PAGE_SIZE } = request.query;
      const after = decodeCursor(cursor, sort);
      const rows = await listLibrary(db(), {
        searchTerm: searchTerm.trim(),
        style: style.trim(),
        type,
        sort,
        cursor: after,
        limit: limit + 1,
      });
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        items: page.map((row) => ({
          id: row.recipeId,
          name: row.name,
          style: row.style,
          type: row.type,
          shownName: shownName(row.author, row.shownAs),
          figures: row.figures,
          copyCount: row.copyCount,
          publishedAt: row.publishedAt.toISOString(),
          mine: row.userId === request.userId,
        })),
        nextCursor: rows.length > limit && last ? encodeCursor(sort, last) : null,
      };
    },
  );

  /** A published recipe, or 404 as for an unknown one. */
  const published = async (id: string) => {
    const found = await findPublished(db(), id);
    if (!found) throw new HttpError(404, SHARE_MESSAGES.notPublished);
    return found;
  };

  api.get(
    '/api/library/:id',
    { ...browsing(), schema: { tags, params: libraryParams, response: responses.libraryRecipe } },
    async (request) => {
      const { publication, recipe, author } = await published(request.params.id);
      return {
        ...presentShared(recipe, author, publication.shownAs),
        id: recipe.id,
        copyCount: publication.copyCount,
        publishedAt: publication.publishedAt.toISOString(),
        mine: recipe.userId === request.userId,
      };
    },
  );

  api.post(
    '/api/library/:id/copy',
    { ...copying(), schema: { tags, params: libraryParams, response: responses.copied } },
    async (request, reply) => {
      const { publication, recipe, author } = await published(request.params.id);
      const by = shownName(author, publication.shownAs);
      const copy = await copyRecipe(db(), request.userId, recipe, by, 'library');
      return reply.code(201).send(presentRecipe(copy));
    },
  );

  api.post(
    '/api/shared/:token/copy',
    { ...copying(), schema: { tags, params: tokenParams, response: responses.copied } },
    async (request, reply) => {
      const { recipe, author, share } = await openLink(db(), request.params.token);
      const by = shownName(author, share.shownAs);
      const copy = await copyRecipe(db(), request.userId, recipe, by, 'link');
      return reply.code(201).send(presentRecipe(copy));
    },
  );
}
