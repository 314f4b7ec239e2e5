// Recipe queries. A recipe is one row (ingredients in jsonb, see db/schema.ts), always scoped to its
// owner; saves carry the version they started from and bump it.
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { recipes } from '../../db/schema';
import { containsPattern } from '../../lib/search';

export type RecipeRow = typeof recipes.$inferSelect;
export type RecipeValues = Omit<
  typeof recipes.$inferInsert,
  'id' | 'userId' | 'version' | 'createdAt' | 'updatedAt'
>;

/** The user's recipes sorted by name, case-insensitively. */
export function listRecipes(db: DbOrTx, userId: string): Promise<RecipeRow[]> {
  return db
    .select()
    .from(recipes)
    .where(eq(recipes.userId, userId))
    .orderBy(asc(sql`lower(${recipes.name})`), asc(recipes.id));
}

/** The user's recipes whose name, author or style contains `term` (case-insensitive, % and _ literal). */
export function searchRecipes(db: DbOrTx, userId: string, term: string): Promise<RecipeRow[]> {
  const pattern = containsPattern(term);
  return db
    .select()
    .from(recipes)
    .where(
      and(
        eq(recipes.userId, userId),
        or(
          sql`lower(${recipes.name}) like ${pattern}`,
          sql`lower(coalesce(${recipes.author}, '')) like ${pattern}`,
          sql`lower(${recipes.style}) like ${pattern}`,
        ),
      ),
    )
    .orderBy(asc(sql`lower(${recipes.name})`), asc(recipes.id));
}

/** Prepares the lookup of one of the user's recipes by id (the details screen's hot path). */
export function prepareFindRecipe(db: Db): (userId: string, id: string) => Promise<RecipeRow | undefined> {
  const query = db
    .select()
    .from(recipes)
    .where(and(eq(recipes.id, sql.placeholder('id')), eq(recipes.userId, sql.placeholder('userId'))))
    .limit(1)
    .prepare('find_recipe');
  return async (userId, id) => (await query.execute({ userId, id }))[0];
}

/** The user's recipe with this id. */
export async function findRecipe(db: DbOrTx, userId: string, id: string): Promise<RecipeRow | undefined> {
  const rows = await db
    .select()
    .from(recipes)
    .where(and(eq(recipes.id, id), eq(recipes.userId, userId)))
    .limit(1);
  return rows[0];
}

/** Inserts a recipe for the user. */
export async function insertRecipe(db: DbOrTx, userId: string, values: RecipeValues): Promise<RecipeRow> {
  const rows = await db
    .insert(recipes)
    .values({ ...values, userId })
    .returning();
  return rows[0]!;
}

/**
 * Replaces the user's recipe if it is still at `expectedVersion` (any version when undefined) and bumps
 * the version. Returns the saved row, 'stale' or 'missing'.
 */
export async function updateRecipe(
  db: DbOrTx,
  userId: string,
  id: string,
  values: Omit<RecipeValues, 'creationDate'>,
  expectedVersion: number | undefined,
): Promise<RecipeRow | 'stale' | 'missing'> {
  return db.transaction(async (tx) => {
    const conditions = [eq(recipes.id, id), eq(recipes.userId, userId)];
    if (expectedVersion !== undefined) conditions.push(eq(recipes.version, expectedVersion));
    const rows = await tx
      .update(recipes)
      .set({ ...values, version: sql`${recipes.version} + 1`, updatedAt: sql`now()` })
      .where(and(...conditions))
      .returning();
    if (rows[0]) return rows[0];
    return (await findRecipe(tx, userId, id)) ? 'stale' : 'missing';
  });
}

/** Deletes the user's recipe; true when a row went. */
export async function deleteRecipe(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(recipes)
    .where(and(eq(recipes.id, id), eq(recipes.userId, userId)))
    .returning({ id: recipes.id });
  return rows.length > 0;
}
