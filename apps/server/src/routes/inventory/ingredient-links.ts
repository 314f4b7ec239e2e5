// Linking a recipe's ingredients to catalogue items (issue 33), so its stock is found: each ingredient that
// names no item (imported, or saved before recipes kept the link) gets the one item of its kind the brewer
// sees whose name is the same, by core's matchItem (the supplier decides between several; none or still
// several: it stays unlinked). One query per kind with unlinked ingredients; none when all are linked.
import { type IngredientListKey, LIST_STOCK_KIND, matchItem } from '@wortsmith/core';
import type { DbOrTx } from '../../db/client';
import { type CatalogueStockKind, itemsNamed } from './catalogue-items';

type Ingredient = {
  name: string;
  itemId?: string | null;
  supplier?: string | null;
  manufacturer?: string | null;
};
type IngredientLists = Record<IngredientListKey, readonly Ingredient[]>;

const LISTS = Object.keys(LIST_STOCK_KIND) as IngredientListKey[];

/** `recipe` with its unlinked ingredients linked where exactly one visible item matches; the same object when none changed. */
export async function linkIngredients<R extends IngredientLists>(
  db: DbOrTx,
  userId: string,
  recipe: R,
): Promise<R> {
  const linked: Partial<Record<IngredientListKey, Ingredient[]>> = {};
  for (const list of LISTS) {
    const unlinked = recipe[list].filter((ingredient) => !ingredient.itemId);
    if (unlinked.length === 0) continue;
    const kind = LIST_STOCK_KIND[list] as CatalogueStockKind;
    const candidates = await itemsNamed(
      db,
      userId,
      kind,
      unlinked.map((ingredient) => ingredient.name),
    );
    if (candidates.length === 0) continue;
    linked[list] = recipe[list].map((ingredient) => {
      if (ingredient.itemId) return ingredient;
      const match = matchItem(ingredient, candidates);
      return match.status === 'matched' ? { ...ingredient, itemId: match.itemId } : ingredient;
    });
  }
  return Object.keys(linked).length === 0 ? recipe : { ...recipe, ...linked };
}
