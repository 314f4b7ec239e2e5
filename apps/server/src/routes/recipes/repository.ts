// Recipe queries. A recipe is one row (ingredients in jsonb, see db/schema.ts). Lists and writes are
// scoped to its owner; a lookup by id is handed to policies/recipe.ts. Saves carry the version they
// started from and bump it (db/versioned-update.ts).
import { recipeContent, type VersionOrigin } from '@wortsmith/core';
import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { deleteOwnedRow, ownedRow, prepareFindById } from '../../db/owned';
import { recipes } from '../../db/schema';
import { updateVersioned } from '../../db/versioned-update';
import { countUpTo, type PageRequest } from '../../lib/paging';
import { anyContains } from '../../lib/search';
import { refreshPublication } from '../recipe-sharing/repository';
import { type CarriedVersion, recordCarriedVersions, recordVersion } from '../recipe-versions/history';

export type RecipeRow = typeof recipes.$inferSelect;
export type RecipeValues = Omit<
  typeof recipes.$inferInsert,
  'id' | 'userId' | 'version' | 'createdAt' | 'updatedAt'
>;

/** A recipe's place in list order: its lowercased name and its id. */
export const recipeKey = z.tuple([z.string().max(500), z.uuid()]);
export type RecipeKey = z.infer<typeof recipeKey>;

/** A listed recipe: its row and its sort key as the database lowercases it (`lower(name)`). */
export type ListedRecipe = RecipeRow & { sortKey: string };

/** A listed recipe's key in list order. */
export const keyOfRecipe = (row: ListedRecipe): RecipeKey => [row.sortKey, row.id];

/** The user's recipes whose name, author or style contains `term` (all of them without one). */
const ownRecipes = (userId: string, term: string) =>
  and(
    eq(recipes.userId, userId),
    anyContains(term, [recipes.name, sql`coalesce(${recipes.author}, '')`, recipes.style]),
  );

/**
 * The user's recipes sorted by name, case-insensitively; with a `term`, only those whose name, author or
 * style contains it; with a `page`, its rows after the cursor and one more when more follow.
 */
export function listRecipes(
  db: DbOrTx,
  userId: string,
  term = '',
  page?: PageRequest<RecipeKey>,
): Promise<ListedRecipe[]> {
  const after = page?.after
    ? sql`(lower(${recipes.name}), ${recipes.id}) > (${page.after[0]}, ${page.after[1]}::uuid)`
    : undefined;
  const query = db
    .select({ ...getTableColumns(recipes), sortKey: sql<string>`lower(${recipes.name})` })
    .from(recipes)
    .where(and(ownRecipes(userId, term), after))
    .orderBy(asc(sql`lower(${recipes.name})`), asc(recipes.id));
  return page ? query.limit(page.limit + 1) : query;
}

/** How many recipes `listRecipes` answers for the term, counted to one past COUNTED_UP_TO. */
export function countRecipes(db: DbOrTx, userId: string, term = ''): Promise<number> {
  return countUpTo(db, sql`select 1 from ${recipes} where ${ownRecipes(userId, term)}`);
}

/** Prepares the lookup of a recipe by id, whoever owns it (the details screen's hot path). */
export function prepareFindRecipe(db: Db): (id: string) => Promise<RecipeRow | undefined> {
  return prepareFindById(db, recipes, 'find_recipe');
}

/** The recipe with this id, whoever owns it (the caller asks policies/recipe.ts). */
export async function findRecipe(db: DbOrTx, id: string): Promise<RecipeRow | undefined> {
  const rows = await db.select().from(recipes).where(eq(recipes.id, id)).limit(1);
  return rows[0];
}

/**
 * Inserts a recipe for the user with its first version (`origin` says how it came), or, brought from another
 * account's export, with its `history` (oldest first, numbered and timed as it was; its last version is the
 * recipe as it stands).
 */
export function insertRecipe(
  db: DbOrTx,
  userId: string,
  values: RecipeValues,
  origin: VersionOrigin = 'created',
  history: readonly CarriedVersion[] = [],
): Promise<RecipeRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(recipes)
      .values({ ...values, userId, version: history.at(-1)?.version ?? 1 })
      .returning();
    if (history.length > 0) await recordCarriedVersions(tx, row!.id, history);
    else await recordVersion(tx, row!, null, origin);
    return row!;
  });
}

/**
 * Replaces the user's recipe if it is still at `expectedVersion` (any version when undefined) and bumps
 * the version: 404 when the user has no such recipe, 409 when it changed meanwhile.
 */
export function updateRecipe(
  db: DbOrTx,
  userId: string,
  id: string,
  values: Omit<RecipeValues, 'creationDate'>,
  expectedVersion: number | undefined,
  origin: VersionOrigin = 'edit',
  restoredFrom: number | null = null,
): Promise<RecipeRow> {
  const row = ownedRow(recipes, recipes.userId, userId, id);
  return db.transaction(async (tx) => {
    // The row as it stands, locked: the version before this save, whatever saves race it.
    const [before] = await tx.select().from(recipes).where(row).for('update');
    const saved = await updateVersioned(tx, recipes, row, expectedVersion, values, 'Recipe');
    await recordVersion(tx, saved, before ? recipeContent(before) : null, origin, restoredFrom);
    await refreshPublication(tx, saved);
    return saved;
  });
}

/** Deletes the user's recipe; true when a row went. */
export function deleteRecipe(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  return deleteOwnedRow(db, recipes, recipes.userId, userId, id);
}
