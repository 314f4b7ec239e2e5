// Recipe routes of SPEC §7: list, search, get, create, update (optimistic concurrency) and delete.
// Lists are the signed-in user's own recipes; who may open, change or delete one is policies/recipe.ts.
import { deletedMessage, findStyle, recipeFiguresAnswer, recipeSchema } from '@wortsmith/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError, notFound } from '../../lib/errors';
import { listOrPage, type PageQuery, pageQuery } from '../../lib/paging';
import { searchQuery } from '../../lib/search';
import * as recipePolicy from '../../policies/recipe';
import { linkIngredients } from '../inventory/ingredient-links';
import { presentPreferences } from '../users/presenter';
import { findUserById } from '../users/repository';
import { presentRecipe, recipeValues } from './presenter';
import {
  countRecipes,
  deleteRecipe,
  insertRecipe,
  keyOfRecipe,
  listRecipes,
  prepareFindRecipe,
  recipeKey,
  updateRecipe,
} from './repository';
import { idParams, recipeResponses as responses } from './schema';

export const UNKNOWN_STYLE = 'Please select a style from the list.';

/** Registers the recipe routes. */
export async function recipeRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['recipes'];
  const db = () => app.ctx.db;
  const findRecipe = prepareFindRecipe(app.ctx.db);
  // The built-in style's own spelling is stored, so "american ipa" saves as "American IPA".
  const checkStyle = (style: string): string => {
    const known = findStyle(style);
    if (!known) throw new HttpError(400, UNKNOWN_STYLE);
    return known.name;
  };

  /** The recipes matching `term`: all of them, or the page the query asks for (lib/paging.ts). */
  const recipesFor = async (reply: FastifyReply, userId: string, query: PageQuery, term = '') =>
    (
      await listOrPage(reply, query, recipeKey, {
        read: (page) => listRecipes(db(), userId, term, page),
        count: () => countRecipes(db(), userId, term),
        keyOf: keyOfRecipe,
      })
    ).map(presentRecipe);

  api.get(
    '/api/recipes',
    { schema: { tags, querystring: pageQuery, response: responses.list } },
    async (request, reply) => recipesFor(reply, request.userId, request.query),
  );

  api.get(
    '/api/recipes/search',
    {
      schema: { tags, querystring: searchQuery.extend(pageQuery.shape), response: responses.list },
    },
    async (request, reply) =>
      recipesFor(reply, request.userId, request.query, request.query.searchTerm.trim()),
  );

  api.get(
    '/api/recipes/:id',
    { schema: { tags, params: idParams, response: responses.one } },
    async (request) => {
      const row = recipePolicy.authorizeRead(request.userId, await findRecipe(request.params.id));
      // A recipe saved before ingredients kept their item is answered linked, unsaved: its next save keeps them.
      return linkIngredients(db(), request.userId, presentRecipe(row));
    },
  );

  // The figures the brewer sees (by their methods) beside SPEC §9's, for other programs (issue 31).
  api.get(
    '/api/recipes/:id/figures',
    { schema: { tags, params: idParams, response: responses.figures } },
    async (request) => {
      const row = recipePolicy.authorizeRead(request.userId, await findRecipe(request.params.id));
      const user = await findUserById(db(), request.userId);
      if (!user) throw notFound('Recipe');
      const { colorMethod, ibuMethod, gravityMethod } = presentPreferences(user);
      return recipeFiguresAnswer(presentRecipe(row), { colorMethod, ibuMethod, gravityMethod });
    },
  );

  api.post(
    '/api/recipes',
    {
      schema: { tags, body: recipeSchema, response: responses.created },
    },
    async (request, reply) => {
      const style = checkStyle(request.body.style);
      const recipe = await linkIngredients(db(), request.userId, { ...request.body, style });
      const row = await insertRecipe(db(), request.userId, recipeValues(recipe));
      return reply.code(201).send(presentRecipe(row));
    },
  );

  api.put(
    '/api/recipes/:id',
    {
      schema: { tags, params: idParams, body: recipeSchema, response: responses.updated },
    },
    async (request) => {
      const style = checkStyle(request.body.style);
      const found = recipePolicy.authorizeChange(request.userId, await findRecipe(request.params.id));
      const recipe = await linkIngredients(db(), request.userId, { ...request.body, style });
      const { creationDate: _kept, ...values } = recipeValues(recipe);
      return presentRecipe(await updateRecipe(db(), request.userId, found.id, values, request.body.version));
    },
  );

  api.delete(
    '/api/recipes/:id',
    {
      schema: { tags, params: idParams, response: responses.deleted },
    },
    async (request) => {
      const recipe = recipePolicy.authorizeChange(request.userId, await findRecipe(request.params.id));
      // Gone meanwhile: as if it never was.
      if (!(await deleteRecipe(db(), request.userId, recipe.id))) throw notFound('Recipe');
      return { message: deletedMessage('Recipe') };
    },
  );
}
