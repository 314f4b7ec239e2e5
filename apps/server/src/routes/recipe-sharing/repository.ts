// Share links and library entries (issue 36). A link is one row per recipe holding only its token's
// SHA-256; a library entry copies the recipe's name, style, type and figures, refreshed on every save
// (`refreshPublication`), so a library page reads this table's indexes and the authors' names alone.
import { computeRecipeFigures, type LibrarySort, type RecipeType, type ShownAs } from '@wortsmith/core';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { recipePublications, recipeShares, recipes, users } from '../../db/schema';
import { anyContains } from '../../lib/search';
import type { RecipeRow } from '../recipes/repository';

export type ShareRow = typeof recipeShares.$inferSelect;
export type PublicationRow = typeof recipePublications.$inferSelect;

/** The recipe's link, if it has one. */
export async function findShare(db: DbOrTx, recipeId: string): Promise<ShareRow | undefined> {
  const [row] = await db.select().from(recipeShares).where(eq(recipeShares.recipeId, recipeId)).limit(1);
  return row;
}

/** Gives the recipe a new link in place of any it had: the old token stops working at once. */
export async function replaceShare(
  db: DbOrTx,
  values: { recipeId: string; userId: string; tokenHash: string; shownAs: ShownAs; expiresAt: Date | null },
): Promise<ShareRow> {
  const [row] = await db
    .insert(recipeShares)
    .values(values)
    .onConflictDoUpdate({
      target: recipeShares.recipeId,
      set: {
        tokenHash: values.tokenHash,
        shownAs: values.shownAs,
        expiresAt: values.expiresAt,
        createdAt: sql`now()`,
      },
    })
    .returning();
  return row!;
}

/** Revokes the user's link of the recipe; true when there was one. */
export async function deleteShare(db: DbOrTx, userId: string, recipeId: string): Promise<boolean> {
  const rows = await db
    .delete(recipeShares)
    .where(and(eq(recipeShares.recipeId, recipeId), eq(recipeShares.userId, userId)))
    .returning({ id: recipeShares.recipeId });
  return rows.length > 0;
}

/** The names a share may show of its author. */
const authorNames = { name: users.name, brewery: users.brewery };

/** The recipe a link token opens, with the link and its owner's names; expiry is the caller's to judge. */
export async function findByToken(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({ share: recipeShares, recipe: recipes, author: authorNames })
    .from(recipeShares)
    .innerJoin(recipes, eq(recipes.id, recipeShares.recipeId))
    .innerJoin(users, eq(users.id, recipeShares.userId))
    .where(eq(recipeShares.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** The user's links and library entries, each by its recipe's id (the account export). */
export async function listSharing(db: DbOrTx, userId: string) {
  const links = await db.select().from(recipeShares).where(eq(recipeShares.userId, userId));
  const entries = await db.select().from(recipePublications).where(eq(recipePublications.userId, userId));
  return {
    links: new Map(links.map((row) => [row.recipeId, row])),
    publications: new Map(entries.map((row) => [row.recipeId, row])),
  };
}

/** The recipe's library entry, if it is published. */
export async function findPublication(db: DbOrTx, recipeId: string): Promise<PublicationRow | undefined> {
  const [row] = await db
    .select()
    .from(recipePublications)
    .where(eq(recipePublications.recipeId, recipeId))
    .limit(1);
  return row;
}

/** What a library entry copies from its recipe. */
function listed(row: RecipeRow) {
  const { og, fg, abv, ebc, ibu } = computeRecipeFigures(row);
  return { name: row.name, style: row.style, type: row.type, figures: { og, fg, abv, ebc, ibu } };
}

/** Publishes the user's recipe (or changes the name it is shown by); its date and copies stay when it was. */
export async function publish(db: DbOrTx, row: RecipeRow, shownAs: ShownAs): Promise<PublicationRow> {
  const entry = { shownAs, ...listed(row) };
  const [saved] = await db
    .insert(recipePublications)
    .values({ recipeId: row.id, userId: row.userId, ...entry })
    .onConflictDoUpdate({ target: recipePublications.recipeId, set: entry })
    .returning();
  return saved!;
}

/** Takes the user's recipe out of the library. */
export async function unpublish(db: DbOrTx, userId: string, recipeId: string): Promise<void> {
  await db
    .delete(recipePublications)
    .where(and(eq(recipePublications.recipeId, recipeId), eq(recipePublications.userId, userId)));
}

/** Brings a published recipe's entry up to its saved state (nothing when it is not published). */
export async function refreshPublication(db: DbOrTx, row: RecipeRow): Promise<void> {
  await db.update(recipePublications).set(listed(row)).where(eq(recipePublications.recipeId, row.id));
}

/** Counts a copy of a published recipe (nothing when it is not published). */
export async function countCopy(db: DbOrTx, recipeId: string): Promise<void> {
  await db
    .update(recipePublications)
    .set({ copyCount: sql`${recipePublications.copyCount} + 1` })
    .where(eq(recipePublications.recipeId, recipeId));
}

/** A published recipe with its author's names, by recipe id. */
export async function findPublished(db: DbOrTx, recipeId: string) {
  const [row] = await db
    .select({ publication: recipePublications, recipe: recipes, author: authorNames })
    .from(recipePublications)
    .innerJoin(recipes, eq(recipes.id, recipePublications.recipeId))
    .innerJoin(users, eq(users.id, recipePublications.userId))
    .where(eq(recipePublications.recipeId, recipeId))
    .limit(1);
  return row;
}

/** Where a library page starts: after the last entry of the page before, in the page's order. */
export type LibraryCursor =
  | { sort: 'newest'; at: string; id: string }
  | { sort: 'copied'; copies: number; at: string; id: string };

export interface LibraryFilter {
  searchTerm: string;
  style: string;
  type: RecipeType | '';
  sort: LibrarySort;
  cursor: LibraryCursor | null;
  limit: number;
}

/**
 * One page of the library, `limit` entries at most, in the filter's order, with each author's names. The
 * page is read from the entries' indexes alone (ordered, filtered, cut), and only then are its authors
 * looked up: joined first, PostgreSQL would sort every entry to find a page.
 */
export async function listLibrary(db: DbOrTx, filter: LibraryFilter) {
  const p = recipePublications;
  const { cursor } = filter;
  let after: SQL | undefined;
  if (cursor?.sort === 'newest') {
    after = sql`(${p.publishedAt}, ${p.recipeId}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`;
  }
  if (cursor?.sort === 'copied') {
    after = sql`(${p.copyCount}, ${p.publishedAt}, ${p.recipeId}) < (${cursor.copies}::int, ${cursor.at}::timestamptz, ${cursor.id}::uuid)`;
  }
  const order =
    filter.sort === 'copied'
      ? [desc(p.copyCount), desc(p.publishedAt), desc(p.recipeId)]
      : [desc(p.publishedAt), desc(p.recipeId)];
  const page = await db
    .select()
    .from(p)
    .where(
      and(
        filter.style ? eq(p.style, filter.style) : undefined,
        filter.type ? eq(p.type, filter.type) : undefined,
        anyContains(filter.searchTerm, [p.name, p.style]),
        after,
      ),
    )
    .orderBy(...order)
    .limit(filter.limit);
  const ids = [...new Set(page.map((entry) => entry.userId))];
  const authors = ids.length
    ? await db
        .select({ id: users.id, name: users.name, brewery: users.brewery })
        .from(users)
        .where(inArray(users.id, ids))
    : [];
  const byId = new Map(authors.map((author) => [author.id, author]));
  return page.map((entry) => ({ ...entry, author: byId.get(entry.userId) ?? { name: '', brewery: null } }));
}
