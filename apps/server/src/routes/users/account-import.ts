// Bringing an account across (issue 37): the account export of this or another Wortsmith
// (docs/account-export.md) read into the signed-in account: own catalogue items, recipes, batches with
// their readings, and preferences. Every record is checked by the same schema its route checks; nothing
// is saved unless the whole file is good, in one transaction. Ids, tokens, device links and passwords of
// the file are never kept: each record gets a new id, and imported_records remembers where it came from
// (a hash of the exporting account, the kind and the record's id), so importing the same file again adds
// nothing. Customised copies of official items stay copies of the same official item (official ids are
// the same everywhere: v5 uuids of kind and name), and a copy the brewer already has is not duplicated.
import { createHash, randomUUID } from 'node:crypto';
import {
  type BatchInput,
  batchSchema,
  CATALOGUE_KINDS,
  type CatalogueKind,
  catalogueSchemas,
  findStyle,
  firstValidationMessage,
  type IngredientListKey,
  LIST_STOCK_KIND,
  NO_LOT_DETAILS,
  preferencesSchema,
  type RecipeContent,
  type RecipeInput,
  readingSchema,
  recipeContent,
  recipeSchema,
  STOCK_KINDS,
  STOCK_MESSAGES,
  stockLineBodySchema,
  sumLots,
  VERSION_ORIGINS,
  WEIGHT_UNITS,
} from '@wortsmith/core';
import { officialCatalogue } from '@wortsmith/core/seed';
import { and, eq, isNotNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { batchReadings, importedRecords, users } from '../../db/schema';
import { HttpError } from '../../lib/errors';
import { insertBatch } from '../batches/repository';
import { recipeSnapshot } from '../batches/service';
import { kindDescriptor, pickFields } from '../catalogue/kinds';
import { insertItem, saveCopy } from '../catalogue/repository';
import { isCatalogueStockKind } from '../inventory/catalogue-items';
import { linkIngredients } from '../inventory/ingredient-links';
import { insertStockLineIfNone, type StockLineValues } from '../inventory/repository';
import { stockParams } from '../inventory/schema';
import { recipeValues } from '../recipes/presenter';
import { insertRecipe } from '../recipes/repository';
import { ACCOUNT_IMPORT_KINDS, type AccountImportKind, type accountImportResponse } from './schema';

/** The newest export version this Wortsmith reads (docs/account-export.md). */
export const ACCOUNT_EXPORT_VERSION = 1;

export const NOT_AN_EXPORT =
  'The file is not a Wortsmith account export: choose the file that Settings › Account › "Export my data" downloads.';

/** Readings are written this many to a statement. */
const READINGS_PER_INSERT = 1000;

/** What an import adds (or, previewed, would add) and what it skips as already there. */
export type AccountImportCounts = z.output<typeof accountImportResponse>;

const record = z.record(z.string(), z.unknown());
const idOf = (value: Record<string, unknown>) => (typeof value.id === 'string' ? value.id : '');

/** The envelope of an export; each record is checked by its own schema below. */
const exportFile = z.object({
  format: z.literal('wortsmith-account-export'),
  version: z.number().int().min(1),
  profile: z.object({ user_id: z.string().min(1) }),
  preferences: record.optional(),
  catalogue: z.object(Object.fromEntries(CATALOGUE_KINDS.map((kind) => [kind, z.array(record).optional()]))),
  recipes: z.array(record),
  batches: z.array(record.and(z.object({ readings: z.array(record).optional() }))),
  stock: z.array(record).optional(),
  recipeVersions: z.array(z.object({ recipeId: z.string(), versions: z.array(record) })).optional(),
});

/** A version of a recipe's history in an export (issue 36). */
const carriedVersion = z.object({
  version: z.number().int().min(1).max(2_147_483_647),
  createdAt: z.iso.datetime({ offset: true }),
  origin: z.enum(VERSION_ORIGINS),
  restoredFrom: z.number().int().min(1).nullable(),
  recipe: record,
});
type ExportFile = z.output<typeof exportFile>;

/** The export in `bytes`, or 400 with one clear message. */
export function readAccountExport(bytes: Uint8Array): ExportFile {
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw new HttpError(400, NOT_AN_EXPORT);
  }
  const version = (json as { version?: unknown } | null)?.version;
  if (typeof version === 'number' && version > ACCOUNT_EXPORT_VERSION) {
    throw new HttpError(
      400,
      `The file is an account export of version ${version}, from a newer Wortsmith: this one reads version ${ACCOUNT_EXPORT_VERSION}. Update Wortsmith first.`,
    );
  }
  const parsed = exportFile.safeParse(json);
  if (!parsed.success) throw new HttpError(400, NOT_AN_EXPORT);
  return parsed.data;
}

/** A checked value, or 400 naming the record and the first problem. */
function checked<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new HttpError(400, `${what}: ${firstValidationMessage(result.error)}`);
  return result.data;
}

const officialIds = Object.fromEntries(
  CATALOGUE_KINDS.map((kind) => [kind, new Set(officialCatalogue[kind].map((item) => item.id))]),
) as Record<CatalogueKind, Set<string>>;

/** One record to add, with the key it is remembered by. */
interface Planned<T> {
  key: string;
  sourceId: string;
  value: T;
}

/**
 * Reads `bytes` into the user's account; with `preview` nothing is saved and the counts say what would
 * be added. Throws 400 for a file that is not an export or holds a record its route would refuse.
 */
export async function importAccount(
  db: Db,
  userId: string,
  bytes: Uint8Array,
  preview: boolean,
): Promise<AccountImportCounts> {
  const file = readAccountExport(bytes);
  const source = file.profile.user_id;
  const keyOf = (kind: string, id: string) =>
    createHash('sha256').update(`${source}\u0000${kind}\u0000${id}`).digest('hex');

  // Every record checked before anything is written.
  const items = Object.fromEntries(
    CATALOGUE_KINDS.map((kind) => {
      const schema = catalogueSchemas[kind] as unknown as z.ZodType<Record<string, unknown>>;
      const planned = (file.catalogue[kind] ?? []).map((item): Planned<Record<string, unknown>> => {
        const name = typeof item.name === 'string' ? item.name : '';
        const values = checked(schema, item, `${kindDescriptor(kind).label} "${name}"`);
        const officialId = typeof item.officialId === 'string' ? item.officialId : null;
        return {
          key: keyOf(kind, idOf(item)),
          sourceId: idOf(item),
          value: { ...pickFields(kindDescriptor(kind), values), officialId },
        };
      });
      return [kind, planned];
    }),
  ) as Record<CatalogueKind, Planned<Record<string, unknown> & { officialId: string | null }>[]>;
  const histories = new Map((file.recipeVersions ?? []).map((entry) => [entry.recipeId, entry.versions]));
  const recipes = file.recipes.map((recipe) => {
    const name = typeof recipe.name === 'string' ? recipe.name : '';
    const value = checked(recipeSchema, recipe, `Recipe "${name}"`);
    if (!findStyle(value.style))
      throw new HttpError(400, `Recipe "${name}": its style is not a built-in one.`);
    // Its history, oldest first, each version checked as a recipe is; kept only when it runs 1, 2, … up to
    // the recipe's own version without a gap (anything else starts a new history at "Imported").
    const what = `A version of recipe "${name}"`;
    const history = (histories.get(idOf(recipe)) ?? [])
      .map((entry) => {
        const version = checked(carriedVersion, entry, what);
        return { ...version, recipe: checked(recipeSchema, version.recipe, what) };
      })
      .sort((x, y) => x.version - y.version);
    const unbroken =
      history.length > 0 && history.every((entry, i) => entry.version === history[0]!.version + i);
    return {
      key: keyOf('recipes', idOf(recipe)),
      sourceId: idOf(recipe),
      value,
      history: unbroken ? history : [],
    };
  });
  // In the order they were brewed, so that they keep their numbers (#1, #2, …) after this account's own.
  const byNumber = (b: Record<string, unknown>) => (typeof b.number === 'number' ? b.number : 0);
  const batches = [...file.batches]
    .sort((a, b) => byNumber(a) - byNumber(b))
    .map((batch) => {
      const name = typeof batch.name === 'string' ? batch.name : '';
      const value = checked(batchSchema, { ...batch, version: 1 }, `Batch "${name}"`);
      const readings = (batch.readings ?? []).map((reading) => {
        // Stored with the gravity it was corrected to, so its Brix is checked on its own.
        const what = `A reading of batch "${name}"`;
        const read = checked(readingSchema, { ...reading, brix: null }, what);
        return { ...read, brix: checked(readingSchema.shape.brix, reading.brix ?? null, what) ?? null };
      });
      const recipeId = typeof batch.recipeId === 'string' ? batch.recipeId : null;
      const recipeVersion = Number.isInteger(batch.recipeVersion) ? (batch.recipeVersion as number) : null;
      // A snapshot taken at brewing keeps the recipe's volumeLiters (its batch volume); one saved since has none.
      const volume = (batch.recipe as { volumeLiters?: unknown } | undefined)?.volumeLiters;
      const extra =
        typeof volume === 'number' ? { volumeLiters: value.recipe.recipeEquipment.batchVolume } : {};
      return { key: keyOf('batches', idOf(batch)), value, readings, recipeId, recipeVersion, extra };
    });
  const preferences = file.preferences
    ? checked(
        preferencesSchema.partial().extend({ weightUnit: z.enum(WEIGHT_UNITS).optional() }),
        file.preferences,
        'Preferences',
      )
    : null;

  const stock = (file.stock ?? []).map((line) => checkedStockLine(line));

  const run = async (tx: DbOrTx): Promise<AccountImportCounts> => {
    const counts: AccountImportCounts = {
      added: { ...zeroes(), readings: 0 },
      skipped: zeroes(),
      preferences: preferences !== null,
    };
    const known = await importedKeys(tx, userId);
    // Where each of the file's ids is now: this account's copy, or an official item kept as it is.
    const idMap = new Map<string, string>();
    const remember = async (kind: string, key: string, localId: string) => {
      known.set(key, localId);
      if (!preview) await tx.insert(importedRecords).values({ userId, sourceKey: key, kind, localId });
    };

    for (const kind of CATALOGUE_KINDS) {
      const descriptor = kindDescriptor(kind);
      const copies = await ownCopies(tx, kind, userId);
      for (const { key, sourceId, value } of items[kind]) {
        const { officialId, ...fields } = value;
        const already = known.get(key) ?? (officialId ? copies.get(officialId) : undefined);
        if (already) {
          idMap.set(sourceId, already);
          counts.skipped[kind]++;
          continue;
        }
        counts.added[kind]++;
        if (preview) continue;
        const official = officialId !== null && officialIds[kind].has(officialId);
        const row = official
          ? await saveCopy(tx, descriptor, userId, officialId, fields)
          : await insertItem(tx, descriptor, userId, fields);
        if (official) copies.set(officialId, row.id);
        idMap.set(sourceId, row.id);
        await remember(kind, key, row.id);
      }
    }
    const itemId = (kind: CatalogueKind, id: string | null | undefined) =>
      id ? (idMap.get(id) ?? (officialIds[kind].has(id) ? id : null)) : null;

    for (const { key, sourceId, value, history } of recipes) {
      const already = known.get(key);
      if (already) {
        idMap.set(sourceId, already);
        counts.skipped.recipes++;
        continue;
      }
      counts.added.recipes++;
      if (preview) continue;
      const linked = await linkIngredients(tx, userId, withLocalIds(value, itemId));
      // Older versions keep their items as the file names them, on this account's ids; only the recipe as it
      // stands is linked by name, as every save links it.
      const carried = history.map((entry) => ({
        ...entry,
        createdAt: new Date(entry.createdAt),
        content: recipeContent(recipeValues(withLocalIds(entry.recipe, itemId)) as RecipeContent),
      }));
      const row = await insertRecipe(tx, userId, recipeValues(linked), 'imported', carried);
      idMap.set(sourceId, row.id);
      await remember('recipes', key, row.id);
    }

    for (const { key, value, readings, recipeId, recipeVersion, extra } of batches) {
      if (known.has(key)) {
        counts.skipped.batches++;
        continue;
      }
      counts.added.batches++;
      counts.added.readings += readings.length;
      if (preview) continue;
      // Without brew mode's state: exports leave it out (export.ts) and the batch schema drops it.
      const { version: _version, recipe, ...rest } = value as BatchInput;
      const row = await insertBatch(tx, userId, {
        ...rest,
        recipeId: recipeId ? (idMap.get(recipeId) ?? null) : null,
        recipeVersion: recipeId && idMap.has(recipeId) ? recipeVersion : null,
        recipe: { ...recipeSnapshot(withLocalIds(recipe, itemId)), ...extra },
      });
      for (let i = 0; i < readings.length; i += READINGS_PER_INSERT) {
        const chunk = readings.slice(i, i + READINGS_PER_INSERT);
        await tx.insert(batchReadings).values(
          chunk.map((r) => ({
            batchId: row.id,
            time: new Date(r.time),
            gravity: r.gravity,
            temperature: r.temperature,
            note: r.note,
            brix: r.brix,
          })),
        );
      }
      await remember('batches', key, row.id);
    }

    // Stock lines of the items the file holds or the official ones, where the account keeps none yet (its
    // history stays behind: it names the other account's batches).
    if (!preview) {
      for (const line of stock) {
        const local = isCatalogueStockKind(line.kind) ? itemId(line.kind, line.itemId) : line.itemId;
        if (local) await insertStockLineIfNone(tx, userId, { ...line, itemId: local });
      }
    }

    if (preferences && !preview) {
      const { defaultEquipmentId, ...choices } = preferences;
      const equipment =
        defaultEquipmentId === undefined ? undefined : itemId('equipments', defaultEquipmentId);
      await tx
        .update(users)
        .set({ ...choices, ...(equipment === undefined ? {} : { defaultEquipmentId: equipment }) })
        .where(eq(users.id, userId));
    }
    return counts;
  };
  return preview ? run(db) : db.transaction(run);
}

const zeroes = () =>
  Object.fromEntries(ACCOUNT_IMPORT_KINDS.map((kind) => [kind, 0])) as Record<AccountImportKind, number>;

/** The keys of what earlier imports added to the account, with the local ids. */
async function importedKeys(db: DbOrTx, userId: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ key: importedRecords.sourceKey, id: importedRecords.localId })
    .from(importedRecords)
    .where(eq(importedRecords.userId, userId));
  return new Map(rows.map((row) => [row.key, row.id]));
}

/** The user's customised copies of official items of `kind`: official id to the copy's id. */
async function ownCopies(db: DbOrTx, kind: CatalogueKind, userId: string): Promise<Map<string, string>> {
  const t = kindDescriptor(kind).table;
  const rows = await db
    .select({ id: t.id, officialId: t.officialId })
    .from(t)
    .where(and(eq(t.userId, userId), isNotNull(t.officialId)));
  return new Map(rows.flatMap((row) => (row.officialId ? [[row.officialId, row.id] as const] : [])));
}

/**
 * `recipe` with its equipment, waters and ingredients' items pointing at this account's copies (or official
 * items), else none (an ingredient then links by its name: routes/inventory/ingredient-links.ts).
 */
function withLocalIds<R extends RecipeInput>(
  recipe: R,
  itemId: (kind: CatalogueKind, id: string | null | undefined) => string | null,
): R {
  const water = recipe.water && {
    ...recipe.water,
    sourceWaterId: itemId('waters', recipe.water.sourceWaterId),
    targetWaterId: itemId('waters', recipe.water.targetWaterId),
  };
  const lists = Object.fromEntries(
    (Object.keys(LIST_STOCK_KIND) as IngredientListKey[]).map((list) => [
      list,
      (recipe[list] as { itemId?: string | null }[]).map(({ itemId: id, ...ingredient }) => {
        const local = itemId(LIST_STOCK_KIND[list] as CatalogueKind, id);
        return local ? { ...ingredient, itemId: local } : ingredient;
      }),
    ]),
  );
  return {
    ...recipe,
    ...lists,
    recipeEquipment: { ...recipe.recipeEquipment, id: itemId('equipments', recipe.recipeEquipment.id) },
    water,
  };
}

/** A stock line of the file checked as `PUT /api/inventory/{kind}/{itemId}` checks it, or 400 naming it. */
function checkedStockLine(line: Record<string, unknown>): StockLineValues {
  const what = `Stock of "${typeof line.name === 'string' ? line.name : ''}"`;
  const kind = checked(z.enum(STOCK_KINDS, { error: STOCK_MESSAGES.kind }), line.kind, what);
  const itemId = checked(stockParams.shape.itemId, line.itemId, what);
  const body = checked(stockLineBodySchema(kind), line, what);
  const lots = (body.lots ?? []).map(({ id, ...lot }) => ({
    ...NO_LOT_DETAILS,
    ...lot,
    id: id ?? randomUUID(),
  }));
  const name = checked(z.string().trim().min(1).max(100), line.name, what);
  const supplier = typeof line.supplier === 'string' ? line.supplier.slice(0, 100) : null;
  return {
    kind,
    itemId,
    name,
    supplier,
    unit: body.unit,
    amount: sumLots(lots),
    lots,
    reorderAt: body.reorderAt ?? null,
  };
}
