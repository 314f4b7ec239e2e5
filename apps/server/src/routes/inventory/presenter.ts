// Maps stock rows to the API's StockLine and StockChange: a line named as the catalogue names its item now
// (the stored name when the item is gone), a salt or acid by core's display name.

import {
  ACIDS,
  type AcidName,
  SALTS,
  type SaltName,
  STOCK_KINDS,
  type StockChange,
  type StockChangeReason,
  type StockKind,
  type StockLine,
  type StockLot,
  type StockUnit,
} from '@wortsmith/core';
import { z } from 'zod';
import type { StockChangeRow, StockLineRow } from './repository';

/** What the catalogue calls an item now. */
export interface CurrentName {
  name: string;
  supplier: string | null;
}

/** The name core gives a salt or an acid, or undefined for another kind. */
export function waterAgentName(kind: StockKind, itemId: string): string | undefined {
  if (kind === 'salts') return SALTS[itemId as SaltName]?.displayName;
  if (kind === 'acids') return ACIDS[itemId as AcidName]?.displayName;
  return undefined;
}

/** The API representation of a stock line, named by `current` when the item still exists. */
export function presentStockLine(row: StockLineRow, current?: CurrentName): StockLine {
  const kind = row.kind as StockKind;
  const agent = waterAgentName(kind, row.itemId);
  return {
    kind,
    itemId: row.itemId,
    name: agent ?? current?.name ?? row.name,
    supplier: agent !== undefined ? null : current ? current.supplier : row.supplier,
    amount: row.amount,
    unit: row.unit as StockUnit,
    lots: row.lots as StockLot[],
    reorderAt: row.reorderAt,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A line's place in the Inventory's order: its kind, name and item (lib/paging.ts). */
export const stockKey = z.tuple([z.enum(STOCK_KINDS), z.string().max(200), z.string().max(100)]);
export const keyOfStockLine = (line: StockLine) => [line.kind, line.name, line.itemId];

/** Stock lines in the Inventory's order: by kind (core's order), then by name. */
export function byKindThenName(a: StockLine, b: StockLine): number {
  return (
    STOCK_KINDS.indexOf(a.kind) - STOCK_KINDS.indexOf(b.kind) ||
    a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) ||
    a.itemId.localeCompare(b.itemId)
  );
}

/** The API representation of a history line. */
export function presentStockChange(row: StockChangeRow): StockChange {
  return {
    id: row.id,
    at: row.createdAt.toISOString(),
    change: row.change,
    amountAfter: row.amountAfter,
    unit: row.unit as StockUnit,
    reason: row.reason as StockChangeReason,
    note: row.note,
    batchId: row.batchId,
    batchNumber: row.batchNumber,
  };
}
