// A recipe's history (issue 36): every save adds a version, numbered as the recipe's `version` after it.
//
// Storage grows with the changes, not with the recipe's size times its saves: a version keeps the
// jsondiffpatch delta from the version before it (ingredients and steps matched by their ids, so a changed
// amount is one number, and long texts by their changed characters), and only the first version kept and,
// now and then, a later one keep the whole content. A version is kept whole when the deltas since the last
// whole one would otherwise add up to more than KEYFRAME_FACTOR times its own size (as Mercurial's revlog
// bounds its chains), so the whole copies cost at most 1/KEYFRAME_FACTOR of the deltas' size, and reading
// any version applies at most that many characters of deltas to one whole copy. Rows are only ever added.
import {
  type RecipeChange,
  type RecipeContent,
  recipeChanges,
  recipeContent,
  type VersionOrigin,
  withComputedFigures,
} from '@wortsmith/core';
import { and, desc, eq, gte, isNotNull, lte, max, sql } from 'drizzle-orm';
import { create } from 'jsondiffpatch/with-text-diffs';
import type { DbOrTx } from '../../db/client';
import { recipeVersions } from '../../db/schema';

/** How many times its own size the deltas after a whole copy may add up to before the next whole copy. */
export const KEYFRAME_FACTOR = 2;

export type VersionRow = typeof recipeVersions.$inferSelect;

// Array items pair by their client id (ingredients, steps), else by position; texts of 60 characters and
// more are diffed by characters.
const differ = create({
  objectHash: (item: object, index?: number) => {
    const id = (item as { id?: unknown }).id;
    return typeof id === 'string' ? id : `#${index}`;
  },
  arrays: { detectMove: true, includeValueOnMove: false },
  textDiff: { minLength: 60 },
});

/** The characters a JSON value takes. */
const sizeOf = (value: unknown) => JSON.stringify(value ?? null).length;

/**
 * What a version stores: the content without the figures computed from it (each hop's IBU, each malt's
 * share of the grist), so a change of efficiency or batch volume is one number, not every hop's IBU too.
 */
function kept(content: RecipeContent): RecipeContent {
  return {
    ...content,
    recipeFermentables: content.recipeFermentables.map(
      ({ percentage: _computed, ...fermentable }) => fermentable,
    ),
    recipeHops: content.recipeHops.map(({ ibu: _computed, ...hop }) => hop),
  } as RecipeContent;
}

/** A stored version whole again: its figures computed as every save computes them. */
const whole = (stored: RecipeContent): RecipeContent => withComputedFigures(stored);

/**
 * Records the version `after` of the recipe (its `version` is the new number), `before` being the content
 * of the version before it (null when there is none); in the caller's transaction.
 */
export async function recordVersion(
  tx: DbOrTx,
  recipe: RecipeContent & { id: string; version: number },
  before: RecipeContent | null,
  origin: VersionOrigin,
  restoredFrom: number | null = null,
  createdAt?: Date,
): Promise<void> {
  const after = recipeContent(recipe);
  const content = kept(after);
  const changes: RecipeChange[] = before ? recipeChanges(before, after) : [];
  const [previous] = await tx
    .select({ version: recipeVersions.version, chainSize: recipeVersions.chainSize })
    .from(recipeVersions)
    .where(eq(recipeVersions.recipeId, recipe.id))
    .orderBy(desc(recipeVersions.version))
    .limit(1);
  // The chain goes on only from the version just before; anything else (the first, a gap) starts whole.
  const delta =
    before && previous?.version === recipe.version - 1 ? (differ.diff(kept(before), content) ?? {}) : null;
  const chainSize = delta && previous ? previous.chainSize + sizeOf(delta) : 0;
  const snapshot = delta === null || chainSize > KEYFRAME_FACTOR * sizeOf(content);
  await tx.insert(recipeVersions).values({
    recipeId: recipe.id,
    version: recipe.version,
    snapshot: snapshot ? content : null,
    delta: snapshot ? null : delta,
    chainSize: snapshot ? 0 : chainSize,
    changes,
    origin,
    restoredFrom,
    ...(createdAt ? { createdAt } : {}),
  });
}

/** A version brought from another account's export: its number, time, origin and content. */
export interface CarriedVersion {
  version: number;
  createdAt: Date;
  origin: VersionOrigin;
  restoredFrom: number | null;
  content: RecipeContent;
}

/** Records `versions` (oldest first) as the recipe's history, numbered and timed as they were. */
export async function recordCarriedVersions(
  tx: DbOrTx,
  recipeId: string,
  versions: readonly CarriedVersion[],
): Promise<void> {
  let before: RecipeContent | null = null;
  for (const { version, content, origin, restoredFrom, createdAt } of versions) {
    await recordVersion(tx, { ...content, id: recipeId, version }, before, origin, restoredFrom, createdAt);
    before = content;
  }
}

/** The recipe's versions, newest first, without their contents. */
export function listVersions(db: DbOrTx, recipeId: string) {
  return db
    .select({
      version: recipeVersions.version,
      changes: recipeVersions.changes,
      origin: recipeVersions.origin,
      restoredFrom: recipeVersions.restoredFrom,
      createdAt: recipeVersions.createdAt,
    })
    .from(recipeVersions)
    .where(eq(recipeVersions.recipeId, recipeId))
    .orderBy(desc(recipeVersions.version));
}

/** Version `version` of the recipe, whole, with what is known of it; undefined when there is none. */
export async function readVersion(
  db: DbOrTx,
  recipeId: string,
  version: number,
): Promise<WholeVersion | undefined> {
  const ofRecipe = eq(recipeVersions.recipeId, recipeId);
  const lastWhole = db
    .select({ version: max(recipeVersions.version) })
    .from(recipeVersions)
    .where(and(ofRecipe, lte(recipeVersions.version, version), isNotNull(recipeVersions.snapshot)));
  const rows = await db
    .select()
    .from(recipeVersions)
    .where(
      and(ofRecipe, lte(recipeVersions.version, version), gte(recipeVersions.version, sql`(${lastWhole})`)),
    )
    .orderBy(recipeVersions.version);
  let last: WholeVersion | undefined;
  for (const step of replay(rows)) last = step;
  return last?.row.version === version ? { content: whole(last.content), row: last.row } : undefined;
}

/** Every version of the recipe, whole, oldest first: one walk along the chain (the account export). */
export async function readAllVersions(db: DbOrTx, recipeId: string): Promise<WholeVersion[]> {
  const rows = await db
    .select()
    .from(recipeVersions)
    .where(eq(recipeVersions.recipeId, recipeId))
    .orderBy(recipeVersions.version);
  return Array.from(replay(rows), ({ content, row }) => ({ content: whole(structuredClone(content)), row }));
}

/** A version whole, with its row. */
interface WholeVersion {
  content: RecipeContent;
  row: VersionRow;
}

/**
 * `rows` (oldest first, from a whole copy) one after another, each delta applied to the content before it;
 * the content yielded is patched in place by the next step (clone it to keep it).
 */
function* replay(rows: readonly VersionRow[]): Generator<WholeVersion> {
  let content: RecipeContent | undefined;
  for (const row of rows) {
    if (row.snapshot) content = structuredClone(row.snapshot);
    else if (content) content = differ.patch(content, structuredClone(row.delta) as never) as RecipeContent;
    if (content) yield { content, row };
  }
}

/** The characters the recipe's history takes in storage. */
export async function historySize(db: DbOrTx, recipeId: string): Promise<number> {
  const [row] = await db
    .select({
      size: sql<number>`coalesce(sum(length(coalesce(${recipeVersions.delta}, ${recipeVersions.snapshot})::text)), 0)`.mapWith(
        Number,
      ),
    })
    .from(recipeVersions)
    .where(eq(recipeVersions.recipeId, recipeId));
  return row?.size ?? 0;
}
