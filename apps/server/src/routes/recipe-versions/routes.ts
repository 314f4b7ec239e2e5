// A recipe's history and comparisons (issue 36): its versions, one version whole, restoring one (a new
// version: history is never rewritten), and two recipes or versions side by side. The owner's alone, as
// the recipe is (policies/recipe.ts).
import { compareRecipes, recipeContent, recipeFiguresAnswer } from '@wortsmith/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import * as recipePolicy from '../../policies/recipe';
import { presentRecipe, recipeValues } from '../recipes/presenter';
import { findRecipe, type RecipeRow, updateRecipe } from '../recipes/repository';
import { idParams } from '../recipes/schema';
import { presentPreferences } from '../users/presenter';
import { findUserById } from '../users/repository';
import { listVersions, readVersion } from './history';
import { presentVersion, presentVersionEntry, userQuantities } from './presenter';
import { compareQuery, versionResponses as responses, VERSION_NOT_FOUND, versionParams } from './schema';

/** Registers the history and comparison routes. */
export async function recipeVersionRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['recipe versions'];
  const db = () => app.ctx.db;
  const ownRecipe = async (userId: string, id: string) =>
    recipePolicy.authorizeRead(userId, isUuid(id) ? await findRecipe(db(), id) : undefined);
  const reader = async (userId: string) => {
    const user = await findUserById(db(), userId);
    if (!user) throw notFound('Recipe');
    return user;
  };

  /** Version `n` of the user's recipe, whole; 404 when it has none such. */
  const versionOf = async (row: RecipeRow, n: number) => {
    const found = await readVersion(db(), row.id, n);
    if (!found) throw new HttpError(404, VERSION_NOT_FOUND);
    return found;
  };

  api.get(
    '/api/recipes/:id/versions',
    { schema: { tags, params: idParams, response: responses.list } },
    async (request) => {
      const row = await ownRecipe(request.userId, request.params.id);
      const q = userQuantities(await reader(request.userId));
      return (await listVersions(db(), row.id)).map((version) =>
        presentVersionEntry(version, row.version, q),
      );
    },
  );

  api.get(
    '/api/recipes/:id/versions/:n',
    { schema: { tags, params: versionParams, response: responses.one } },
    async (request) => {
      const row = await ownRecipe(request.userId, request.params.id);
      const { content, row: version } = await versionOf(row, request.params.n);
      const q = userQuantities(await reader(request.userId));
      return {
        ...presentVersionEntry(version, row.version, q),
        recipe: presentVersion(row, content, version.version, version.createdAt),
      };
    },
  );

  api.post(
    '/api/recipes/:id/versions/:n/restore',
    { schema: { tags, params: versionParams, response: responses.restored } },
    async (request) => {
      const row = recipePolicy.authorizeChange(request.userId, await findRecipe(db(), request.params.id));
      const { content } = await versionOf(row, request.params.n);
      const { creationDate: _kept, ...values } = recipeValues(content);
      const saved = await updateRecipe(
        db(),
        request.userId,
        row.id,
        values,
        undefined,
        'restored',
        request.params.n,
      );
      return presentRecipe(saved);
    },
  );

  api.get(
    '/api/recipes/compare',
    { schema: { tags, querystring: compareQuery, response: responses.compare } },
    async (request) => {
      const user = await reader(request.userId);
      const methods = presentPreferences(user);
      const side = async (reference: string) => {
        const [id = '', at] = reference.split('@');
        const row = await ownRecipe(request.userId, id);
        const n = at === undefined ? row.version : Number(at);
        if (!Number.isInteger(n) || n < 1) throw new HttpError(404, VERSION_NOT_FOUND);
        const current = n === row.version;
        // The current version is the row itself; an older one is read from the history.
        const { content, row: version } = current
          ? { content: recipeContent(row), row: { createdAt: row.updatedAt } }
          : await versionOf(row, n);
        const recipe = presentVersion(row, content, n, version.createdAt);
        return {
          recipeId: row.id,
          version: n,
          current,
          label: `${content.name} v${n}${current ? ' (current)' : ''}`,
          recipe,
          figures: recipeFiguresAnswer(recipe, methods).preferred,
          content,
        };
      };
      const { content: a, ...left } = await side(request.query.a);
      const { content: b, ...right } = await side(request.query.b);
      return {
        a: left,
        b: right,
        comparison: compareRecipes(a, b, left.recipeId === right.recipeId),
      } as never;
    },
  );
}
