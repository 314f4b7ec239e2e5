// Import and export of a user's recipes and catalogue items: reads a file with the core's BeerXML and
// BeerJSON readers, previews it or saves the chosen records in one transaction, and writes the user's
// records back out. Nothing is saved unless every chosen record is.
import {
  type CatalogueDraft,
  type CatalogueKind,
  catalogueIdentity,
  catalogueSchemas,
  computeRecipeFigures,
  exportCatalogueItems,
  exportRecipes,
  findStyle,
  firstValidationMessage,
  type ImportedRecipe,
  type ImportWarning,
  InteropError,
  type InteropFormat,
  importCatalogueItems,
  importRecipes,
  isStocked,
  type Recipe,
  type RecipeDraft,
  recipeSchema,
  type StockUnit,
} from '@wortsmith/core';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { HttpError } from '../../lib/errors';
import * as recipePolicy from '../../policies/recipe';
import { KINDS, kindDescriptor, pickFields } from '../catalogue/kinds';
import { presentItem } from '../catalogue/presenter';
import { insertItem, selection } from '../catalogue/repository';
import { linkIngredients } from '../inventory/ingredient-links';
import { listStockLines } from '../inventory/repository';
import { setFileStock } from '../inventory/service';
import { presentRecipe, recipeValues } from '../recipes/presenter';
import { findRecipe, insertRecipe, listRecipes } from '../recipes/repository';
import { presentPreferences } from '../users/presenter';
import { findUserById } from '../users/repository';
import type { previewItem, previewRecipe } from './schema';

/** An imported recipe may lack a style (none matched); every other rule of the recipe body holds. */
const importedRecipeSchema = recipeSchema.omit({ style: true });

/** The core's reading, with a refused file turned into a 4xx naming the problem. */
function read<T>(readFile: () => T): T {
  try {
    return readFile();
  } catch (error) {
    if (error instanceof InteropError)
      throw new HttpError(error.code === 'too-large' ? 413 : 400, error.message);
    throw error;
  }
}

/** The records at the chosen positions (from 1), or all of them; an unknown position is a 400. */
function choose<T>(records: T[], ids: number[] | undefined): Array<{ importId: number; record: T }> {
  const numbered = records.map((record, i) => ({ importId: i + 1, record }));
  if (!ids) return numbered;
  for (const id of ids) {
    if (id < 1 || id > records.length) {
      throw new HttpError(400, `The file has no record number ${id}: it holds ${records.length}.`);
    }
  }
  return numbered.filter(({ importId }) => ids.includes(importId));
}

/** The warnings about the whole file or about one of `names`. */
const warningsFor = (warnings: ImportWarning[], names: Set<string>) =>
  warnings.filter((w) => w.record === null || names.has(w.record));

/** Built-in style names the brewer chose for recipes of the file, by position. */
export type ChosenStyles = ReadonlyMap<number, string>;

/** The recipe of `draft` as saved: valid, with its matched style or the one the brewer chose (`style`). */
function validRecipe(draft: ImportedRecipe, style?: string): RecipeDraft {
  const { stated: _stated, ...body } = draft;
  const result = importedRecipeSchema.safeParse(body);
  if (!result.success) {
    throw new HttpError(400, `Recipe "${draft.name}": ${firstValidationMessage(result.error)}`);
  }
  return { ...result.data, style: style ?? findStyle(draft.style)?.name ?? '' };
}

/** The chosen records of the file as they will be saved, each with the style the brewer picked. */
function chosenRecipes(file: ReturnType<typeof importRecipes>, ids?: number[], styles?: ChosenStyles) {
  for (const id of styles?.keys() ?? []) {
    if (id < 1 || id > file.recipes.length) {
      throw new HttpError(400, `The file has no recipe at position ${id} to give a style.`);
    }
  }
  return choose(file.recipes, ids).map(({ importId, record }) => ({
    importId,
    record,
    recipe: validRecipe(record, styles?.get(importId)),
  }));
}

/** What the preview lists for each recipe of the file; nothing is saved. */
export function previewRecipes(bytes: Uint8Array, ids?: number[], styles?: ChosenStyles) {
  const file = read(() => importRecipes(bytes));
  const chosen = chosenRecipes(file, ids, styles);
  const recipes: z.input<typeof previewRecipe>[] = chosen.map(({ importId, record, recipe }) => {
    const { og, fg, abv, ebc, ibu, buGu } = computeRecipeFigures(recipe);
    return {
      importId,
      name: recipe.name,
      author: recipe.author,
      style: recipe.style,
      type: recipe.type,
      batchVolume: recipe.recipeEquipment.batchVolume,
      stated: record.stated,
      figures: { og, fg, abv, ebc, ibu, buGu },
      counts: {
        fermentables: recipe.recipeFermentables.length,
        hops: recipe.recipeHops.length,
        miscs: recipe.recipeMisc.length,
        yeasts: recipe.recipeYeasts.length,
        mashSteps: recipe.mashSteps.length,
      },
    };
  });
  return { recipes, warnings: warningsFor(file.warnings, new Set(chosen.map((c) => c.record.name))) };
}

/** Saves the chosen recipes of the file for the user in one transaction; answers them with their figures. */
export async function saveImportedRecipes(
  db: Db,
  userId: string,
  bytes: Uint8Array,
  ids?: number[],
  styles?: ChosenStyles,
) {
  // Other tools' generated mash directions are said again in the brewer's own units.
  const user = await findUserById(db, userId);
  const preferences = user && presentPreferences(user);
  const units = preferences
    ? { volume: preferences.volumeUnit, temperature: preferences.temperatureUnit }
    : undefined;
  const file = read(() => importRecipes(bytes, units));
  const drafts = chosenRecipes(file, ids, styles).map(({ recipe }) => recipe);
  const rows = await db.transaction(async (tx) => {
    const saved = [];
    for (const draft of drafts) {
      const linked = await linkIngredients(tx, userId, draft);
      saved.push(await insertRecipe(tx, userId, recipeValues(linked), 'imported'));
    }
    return saved;
  });
  const recipes = rows.map((row) => {
    const recipe = presentRecipe(row);
    const { og, fg, abv, ebc, ibu, buGu } = computeRecipeFigures(recipe);
    return { ...recipe, figures: { og, fg, abv, ebc, ibu, buGu } };
  });
  return { recipes, warnings: warningsFor(file.warnings, new Set(drafts.map((d) => d.name))) };
}

const nameKey = (name: string) => name.trim().toLowerCase();

/** A brewer's own item as an import reads it: to skip a name they have, and to give it the file's stock. */
interface OwnItem {
  id: string;
  officialId: string | null;
  name: string;
}

/** The user's own items of a kind, by name (trimmed, lower case). */
async function ownItems(db: DbOrTx, kind: CatalogueKind, userId: string): Promise<Map<string, OwnItem>> {
  const table = KINDS[kind].table;
  const rows = await db
    .select({ id: table.id, officialId: table.officialId, name: table.name })
    .from(table)
    .where(eq(table.userId, userId));
  return new Map(rows.map((row) => [nameKey(String(row.name)), row as OwnItem]));
}

function readItems(kind: CatalogueKind, bytes: Uint8Array, ids: number[] | undefined) {
  const file = read(() => importCatalogueItems(bytes, kind));
  const schema = catalogueSchemas[kind] as unknown as z.ZodType<Record<string, unknown>>;
  const chosen = choose(file.items, ids).map(({ importId, record }) => {
    const result = schema.safeParse(record);
    if (!result.success) {
      throw new HttpError(400, `"${record.name}": ${firstValidationMessage(result.error)}`);
    }
    return {
      importId,
      name: record.name,
      values: pickFields(kindDescriptor(kind), result.data),
      stock: file.stock[importId - 1] ?? null,
    };
  });
  return { chosen, warnings: file.warnings };
}

/** What the preview lists for each item of one kind in the file, and whether the user has it already. */
export async function previewItems(
  db: Db,
  kind: CatalogueKind,
  userId: string,
  bytes: Uint8Array,
  ids?: number[],
) {
  const { chosen, warnings } = readItems(kind, bytes, ids);
  const have = new Set((await ownItems(db, kind, userId)).keys());
  const items: z.input<typeof previewItem>[] = chosen.map(({ importId, name, stock }) => {
    const exists = have.has(nameKey(name));
    have.add(nameKey(name));
    return { importId, name, exists, stock };
  });
  return { items, warnings: warningsFor(warnings, new Set(chosen.map((c) => c.name))) };
}

/**
 * Saves the chosen items of one kind as the user's own, in one transaction, skipping (with a warning)
 * each whose name the user already has. With `withStock`, the stock the file gives for an item becomes the
 * brewer's stock of it (the new item, or the one of that name they had), in the same transaction.
 */
export async function saveImportedItems(
  db: Db,
  kind: CatalogueKind,
  userId: string,
  bytes: Uint8Array,
  ids?: number[],
  withStock = false,
) {
  const descriptor = kindDescriptor(kind);
  const { chosen, warnings } = readItems(kind, bytes, ids);
  const skipped: ImportWarning[] = [];
  const rows = await db.transaction(async (tx) => {
    const have = await ownItems(tx, kind, userId);
    const saved = [];
    for (const { name, values, stock } of chosen) {
      let item = have.get(nameKey(name));
      if (item) {
        skipped.push({
          record: name,
          message: `You already have "${name}" in your ${kind}: it was not imported again.`,
        });
      } else {
        const row = await insertItem(tx, descriptor, userId, values);
        saved.push(row);
        item = { id: String(row.id), officialId: null, name: String(row.name) };
        have.set(nameKey(name), item);
      }
      if (withStock && stock && isStocked(kind)) await setFileStock(tx, userId, kind, item, stock);
    }
    return saved;
  });
  const names = new Set(rows.map((row) => String(row.name)));
  return {
    items: rows.map((row) => presentItem(descriptor, row) as { id: string; userId: string; name: string }),
    warnings: [...warningsFor(warnings, names), ...skipped],
  };
}

/** A recipe the user may read (policies/recipe.ts) as a file; else 404. */
export async function exportOneRecipe(db: DbOrTx, userId: string, id: string, format: InteropFormat) {
  const recipe: Recipe = presentRecipe(recipePolicy.authorizeRead(userId, await findRecipe(db, id)));
  return { title: recipe.name, text: exportRecipes([recipe], format) };
}

/** All the user's recipes as one file. */
export async function exportAllRecipes(db: DbOrTx, userId: string, format: InteropFormat) {
  const rows = await listRecipes(db, userId);
  return { title: 'wortsmith-recipes', text: exportRecipes(rows.map(presentRecipe), format) };
}

/** The user's own items of one kind (their customised copies included) as one file. */
export async function exportOwnItems(db: DbOrTx, kind: CatalogueKind, userId: string, format: InteropFormat) {
  const descriptor = kindDescriptor(kind);
  const t = descriptor.table;
  const rows = (await db
    .select(selection(descriptor))
    .from(t)
    .where(eq(t.userId, userId))
    .orderBy(t.name)) as Parameters<typeof presentItem>[1][];
  const items = rows.map((row) => presentItem(descriptor, row)) as unknown as (CatalogueDraft<typeof kind> & {
    id: string;
    officialId: string | null;
  })[];
  // The brewer's stock of each item, where the format has a field for it (issue 33).
  const lines = isStocked(kind)
    ? (await listStockLines(db, userId)).filter((line) => line.kind === kind)
    : [];
  const stock = items.map((item) => {
    const line = lines.find((l) => l.itemId === catalogueIdentity(item));
    return line && line.amount > 0 ? { amount: line.amount, unit: line.unit as StockUnit } : null;
  });
  return { title: `wortsmith-${kind}`, text: exportCatalogueItems(kind, items, format, stock) };
}
