// What the stock routes do beyond one query (issue 33): the inventory named as the catalogue names its
// items now, and setting or adjusting a line, each in one transaction with its history line. A batch's
// take and put back are batch-stock.ts, the shopping list shopping-list.ts. The rules (lots used oldest
// first, what a recipe needs) are core's stock/.
import { randomUUID } from 'node:crypto';
import {
  catalogueIdentity,
  changeLots,
  type FileStock,
  lotsWithAmount,
  MAX_STOCK,
  NO_LOT_DETAILS,
  STOCK_KIND_UNITS,
  STOCK_MESSAGES,
  type StockAdjustment,
  type StockKind,
  type StockLine,
  type StockLineBody,
  type StockLot,
  type StockUnit,
  stockAmount,
  stockAmountText,
  sumLots,
} from '@wortsmith/core';
import type { Db, DbOrTx } from '../../db/client';
import { HttpError } from '../../lib/errors';
import * as stockPolicy from '../../policies/stock';
import {
  CATALOGUE_STOCK_KINDS,
  type CatalogueStockKind,
  findVisibleItem,
  isCatalogueStockKind,
  visibleItemsByIdentity,
} from './catalogue-items';
import { byKindThenName, type CurrentName, presentStockLine, waterAgentName } from './presenter';
import {
  findStockLine,
  insertStockChanges,
  listStockLines,
  lockStockLine,
  type StockLineRow,
  type StockLineValues,
  saveStockLine,
} from './repository';

/**
 * The names the catalogue gives the lines' items now, by `kind:itemId` (absent: the item is gone). The
 * kinds' queries run at once: on PostgreSQL each on a pooled connection, so the inventory waits for one
 * round trip instead of one per kind (under the club bench's load each round trip waited its turn).
 */
async function currentNames(
  db: DbOrTx,
  userId: string,
  rows: readonly StockLineRow[],
): Promise<Map<string, CurrentName>> {
  const names = new Map<string, CurrentName>();
  const kinds = CATALOGUE_STOCK_KINDS.map((kind) => ({
    kind,
    ids: rows.filter((row) => row.kind === kind).map((row) => row.itemId),
  })).filter(({ ids }) => ids.length > 0);
  const found = await Promise.all(
    kinds.map(({ kind, ids }) => visibleItemsByIdentity(db, userId, kind, ids)),
  );
  found.forEach((items, i) => {
    for (const [identity, item] of items) {
      names.set(`${kinds[i]!.kind}:${identity}`, { name: item.name, supplier: item.supplier });
    }
  });
  return names;
}

/** The user's stock, named as the catalogue names each item now, by kind and then name. */
export async function listStock(db: DbOrTx, userId: string): Promise<StockLine[]> {
  const rows = await listStockLines(db, userId);
  const names = await currentNames(db, userId, rows);
  return rows
    .map((row) => presentStockLine(row, names.get(`${row.kind}:${row.itemId}`)))
    .sort(byKindThenName);
}

/** What stock is kept of: an item's identity and the name it has now. */
interface StockedItem extends CurrentName {
  identity: string;
}

/**
 * The item `itemId` names for the user: a salt or acid core knows, a catalogue item of the kind they see
 * (by its id or identity; stored under its identity), or the item of a line they still keep when it has
 * gone from the catalogue. Undefined when none.
 */
export async function findStockedItem(
  db: DbOrTx,
  userId: string,
  kind: StockKind,
  itemId: string,
): Promise<StockedItem | undefined> {
  if (!isCatalogueStockKind(kind)) {
    const name = waterAgentName(kind, itemId);
    return name === undefined ? undefined : { identity: itemId, name, supplier: null };
  }
  const found = await findVisibleItem(db, userId, kind, itemId);
  if (found) return { identity: found.identity, name: found.item.name, supplier: found.item.supplier };
  const line = await findStockLine(db, userId, kind, itemId);
  return line && { identity: line.itemId, name: line.name, supplier: line.supplier };
}

/** A line's values as saved, from the item and what it now holds. */
function lineValues(
  kind: StockKind,
  item: StockedItem,
  unit: StockUnit,
  lots: StockLot[],
  reorderAt: number | null,
): StockLineValues {
  return {
    kind,
    itemId: item.identity,
    name: item.name,
    supplier: item.supplier,
    unit,
    amount: sumLots(lots),
    lots,
    reorderAt,
  };
}

/**
 * The body's lots as kept: an id the line has already keeps its lot, any other gets a new one; empty lots
 * are dropped, as everywhere else.
 */
function keptLots(given: NonNullable<StockLineBody['lots']>, existing: readonly StockLot[]): StockLot[] {
  const free = new Set(existing.map((lot) => lot.id));
  return given
    .filter((lot) => lot.amount > 0)
    .map(({ id, amount, ...details }) => {
      const kept = id !== undefined && free.delete(id);
      return { ...NO_LOT_DETAILS, ...details, id: kept ? id : randomUUID(), amount: stockAmount(amount) };
    });
}

/** Saves a line and, when its amount changed, the history line saying why; answers the line. */
async function saveWithHistory(
  tx: DbOrTx,
  userId: string,
  before: StockLineRow | undefined,
  values: StockLineValues,
  reason: { reason: string; note?: string | null },
): Promise<StockLine> {
  const row = await saveStockLine(tx, userId, values);
  const change = stockAmount(values.amount - (before?.amount ?? 0));
  if (change !== 0) {
    const { kind, itemId, unit, amount } = values;
    await insertStockChanges(tx, userId, [{ kind, itemId, unit, change, amountAfter: amount, ...reason }]);
  }
  return presentStockLine(row, values);
}

/** The item `itemId` names for the user, or 404 "Item not found." (policies/stock.ts). */
async function stockedItem(db: DbOrTx, userId: string, kind: StockKind, itemId: string) {
  return stockPolicy.authorizeItem(await findStockedItem(db, userId, kind, itemId));
}

/**
 * `PUT /api/inventory/{kind}/{itemId}`: sets the user's stock of an item (its lots as given, or the amount
 * spread over the lots it has), with a history line when the amount changed.
 */
export async function setStock(
  db: Db,
  userId: string,
  kind: StockKind,
  itemId: string,
  body: StockLineBody,
): Promise<StockLine> {
  const item = await stockedItem(db, userId, kind, itemId);
  return db.transaction(async (tx) => {
    const before = await lockStockLine(tx, userId, kind, item.identity);
    const existing = (before?.lots ?? []) as StockLot[];
    const lots = body.lots
      ? keptLots(body.lots, existing)
      : lotsWithAmount(existing, body.amount ?? 0, randomUUID);
    const reorderAt = body.reorderAt === undefined ? (before?.reorderAt ?? null) : body.reorderAt;
    const values = lineValues(kind, item, body.unit, lots, reorderAt);
    return saveWithHistory(tx, userId, before, values, { reason: 'set' });
  });
}

/**
 * `POST .../adjustments`: adds to the user's stock of an item (a new lot when the body describes one,
 * else the newest; a line made when there is none) or uses it oldest lot first; refused (400) when it
 * would go below zero or beyond the most a line holds, nothing changed.
 */
export async function adjustStock(
  db: Db,
  userId: string,
  kind: StockKind,
  itemId: string,
  body: StockAdjustment,
): Promise<StockLine> {
  const item = await stockedItem(db, userId, kind, itemId);
  if (body.unit && !STOCK_KIND_UNITS[kind].includes(body.unit))
    throw new HttpError(400, STOCK_MESSAGES.unit(kind));
  return db.transaction(async (tx) => {
    const before = await lockStockLine(tx, userId, kind, item.identity);
    const unit = (before?.unit as StockUnit | undefined) ?? body.unit ?? STOCK_KIND_UNITS[kind][0];
    if (body.unit && body.unit !== unit) {
      throw new HttpError(409, `This stock is kept in ${unit}: give the change in ${unit}.`);
    }
    const lots = changeLots((before?.lots ?? []) as StockLot[], body.change, randomUUID, body.lot);
    if (!lots) throw new HttpError(400, STOCK_MESSAGES.belowZero(stockAmountText(before?.amount ?? 0, unit)));
    if (sumLots(lots) > MAX_STOCK[unit]) throw new HttpError(400, STOCK_MESSAGES.amountTooLarge(unit));
    const values = lineValues(kind, item, unit, lots, before?.reorderAt ?? null);
    return saveWithHistory(tx, userId, before, values, { reason: body.reason, note: body.note ?? null });
  });
}

/**
 * Sets the user's stock of a catalogue item to what an imported file says they have (issue 33: BeerXML's
 * INVENTORY, BeerJSON's `inventory`), in the import's transaction, with a history line saying so.
 */
export async function setFileStock(
  tx: DbOrTx,
  userId: string,
  kind: CatalogueStockKind,
  item: { id: string; officialId: string | null; name: string },
  stock: FileStock,
): Promise<void> {
  const identity = catalogueIdentity(item);
  const before = await lockStockLine(tx, userId, kind, identity);
  const existing = before && before.unit === stock.unit ? (before.lots as StockLot[]) : [];
  const lots = lotsWithAmount(existing, Math.min(stock.amount, MAX_STOCK[stock.unit]), randomUUID);
  const named = { identity, name: item.name, supplier: before?.supplier ?? null };
  const values = lineValues(kind, named, stock.unit, lots, before?.reorderAt ?? null);
  await saveWithHistory(tx, userId, before, values, { reason: 'set', note: 'From an imported file' });
}
