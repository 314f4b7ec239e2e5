// "Copy to my recipes" from a link or the library (issue 36): the copy is the brewer's own, unlinked from
// the source (a later edit of either changes nothing of the other), with what a share shows and nothing
// more; it credits the source in `copiedFrom` and as its author, and its ingredients are linked to the
// brewer's own catalogue items by name, as an imported recipe's are. A published recipe counts the copy.
import { type CopiedFrom, localIsoDate, recipeContent, sharedContent } from '@wortsmith/core';
import type { DbOrTx } from '../../db/client';
import { linkIngredients } from '../inventory/ingredient-links';
import { presentRecipe, recipeValues } from '../recipes/presenter';
import { insertRecipe, type RecipeRow } from '../recipes/repository';
import { countCopy } from './repository';

/** Copies `source` into the user's recipes, credited to `by`; the new recipe. */
export function copyRecipe(
  db: DbOrTx,
  userId: string,
  source: RecipeRow,
  by: string,
  via: CopiedFrom['via'],
): Promise<RecipeRow> {
  return db.transaction(async (tx) => {
    const content = sharedContent(recipeContent(presentRecipe(source)));
    const linked = await linkIngredients(tx, userId, content);
    const copiedFrom: CopiedFrom = { name: source.name, by, via, at: new Date().toISOString() };
    const values = recipeValues({ ...linked, author: by, creationDate: localIsoDate() });
    const row = await insertRecipe(tx, userId, { ...values, copiedFrom }, 'copied');
    await countCopy(tx, source.id);
    return row;
  });
}
