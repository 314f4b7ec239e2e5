// A recipe as those it is shared with see it (core's sharedContent: no author text, no ids of the owner's
// items), its figures by SPEC §9 and its author by the name they chose.
import {
  computeRecipeFigures,
  type Recipe,
  recipeContent,
  type ShownAs,
  sharedContent,
  shownName,
} from '@wortsmith/core';
import { presentRecipe } from '../recipes/presenter';
import type { RecipeRow } from '../recipes/repository';

/** The shared view of `row`, its author shown as `shownAs` chooses. */
export function presentShared(
  row: RecipeRow,
  author: { name: string; brewery: string | null },
  shownAs: ShownAs,
) {
  const recipe: Recipe = presentRecipe(row);
  const content = sharedContent(recipeContent(recipe));
  const { og, fg, abv, ebc, ibu, buGu } = computeRecipeFigures(recipe);
  return {
    ...content,
    volumeLiters: recipe.volumeLiters,
    batchTime: recipe.batchTime,
    waterReport: recipe.waterReport,
    updatedAt: recipe.updatedAt,
    shownName: shownName(author, shownAs),
    figures: { og, fg, abv, ebc, ibu, buGu },
  };
}
