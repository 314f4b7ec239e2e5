// What the stock dialogs type and send: a lot's details as typed (dates, alpha acid, the price paid for the
// lot, its supplier) and the bodies of `PUT /api/inventory/...` and `.../adjustments`, every amount typed in
// the brewer's units and sent in the line's stored unit (core's stock-format.ts). A lot's price is what was
// paid for all of it; the API keeps the cost per unit of stock (per g, mL, pack or item): price / amount.
import {
  type AmountUnits,
  NO_LOT_DETAILS,
  parseStockAmount,
  parseTypedNumber,
  roundTo,
  type StockAdjustment,
  type StockKind,
  type StockLineBody,
  type StockLot,
  type StockLotDetails,
  type StockReason,
  type StockUnit,
  stockInputText,
  stockLotDetailsSchema,
} from '@wortsmith/core';
import { type FormCheck, fieldMessages } from '../../lib/forms';

/** A lot's details as typed; `id` is a kept lot's. */
export interface LotValues {
  id?: string | undefined;
  purchaseDate: string;
  bestBefore: string;
  productionDate: string;
  alphaAcid: string;
  price: string;
  supplier: string;
}

/** A lot in the Edit dialog: its amount as typed, and its details. */
export interface LotRowValues extends LotValues {
  amount: string;
}

/** A lot described by nothing yet. */
export const EMPTY_LOT: LotValues = {
  purchaseDate: '',
  bestBefore: '',
  productionDate: '',
  alphaAcid: '',
  price: '',
  supplier: '',
};

/** What a lot cost in all, to the cent; null when it has no price. */
export function lotPrice(lot: Pick<StockLot, 'amount' | 'costPerUnit'>): number | null {
  return lot.costPerUnit === null ? null : roundTo(lot.costPerUnit * lot.amount, 2);
}

/** A kept lot as the Edit dialog starts from it. */
export function lotRowValues(
  kind: StockKind,
  unit: StockUnit,
  lot: StockLot,
  units: AmountUnits,
): LotRowValues {
  const price = lotPrice(lot);
  return {
    id: lot.id,
    amount: stockInputText(kind, unit, lot.amount, units),
    purchaseDate: lot.purchaseDate ?? '',
    bestBefore: lot.bestBefore ?? '',
    productionDate: lot.productionDate ?? '',
    alphaAcid: lot.alphaAcid === null ? '' : String(lot.alphaAcid),
    price: price === null ? '' : String(price),
    supplier: lot.supplier ?? '',
  };
}

/** Messages of a lot's price. */
export const PRICE_MESSAGES = {
  type: 'Price must be a number.',
  negative: 'Price must not be negative.',
} as const;

/** Dialogs' messages beyond the core's. */
export const STOCK_FORM_MESSAGES = {
  item: 'Choose an item.',
} as const;

/**
 * A lot's typed details as the API takes them, for a lot of `amount` (stored units; null while the amount
 * is not valid, when no cost can be worked out); errors are keyed `${prefix}<field>`, the price's as `price`.
 */
export function checkLotDetails(
  values: LotValues,
  amount: number | null,
  prefix = '',
): FormCheck<StockLotDetails> {
  const errors: Record<string, string> = {};
  const priceText = values.price.trim();
  const price = priceText === '' ? null : parseTypedNumber(priceText);
  if (price !== null && !Number.isFinite(price)) errors[`${prefix}price`] = PRICE_MESSAGES.type;
  else if (price !== null && price < 0) errors[`${prefix}price`] = PRICE_MESSAGES.negative;
  const costPerUnit = price !== null && amount ? price / amount : null;
  const parsed = stockLotDetailsSchema.safeParse({
    purchaseDate: values.purchaseDate,
    bestBefore: values.bestBefore,
    productionDate: values.productionDate,
    alphaAcid: values.alphaAcid,
    costPerUnit,
    supplier: values.supplier,
  });
  if (!parsed.success) {
    for (const [name, message] of Object.entries(fieldMessages(parsed.error.issues))) {
      errors[`${prefix}${name === 'costPerUnit' ? 'price' : name}`] ??= message;
    }
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, body: parsed.data };
}

/** Whether a lot's details say anything. */
export function described(details: StockLotDetails): boolean {
  return Object.values(details).some((value) => value !== null);
}

/** The Add stock form's values. */
export interface AddStockValues extends LotValues {
  kind: StockKind;
  /** The item's identity (catalogue identity, or the salt's or acid's name); '' while none is chosen. */
  itemId: string;
  amount: string;
  unit: StockUnit;
}

/** What Add stock sends: a new line (PUT) or, for an item already in stock, a purchase (an adjustment). */
export type AddStockRequest =
  | { kind: StockKind; itemId: string; put: StockLineBody }
  | { kind: StockKind; itemId: string; adjust: StockAdjustment };

/** Checks Add stock; `inStock` says whether the item has a line already (it is then added to). */
export function checkAddStock(
  values: AddStockValues,
  units: AmountUnits,
  inStock: (kind: StockKind, itemId: string) => boolean,
): FormCheck<AddStockRequest> {
  const errors: Record<string, string> = {};
  if (!values.itemId) errors.itemId = STOCK_FORM_MESSAGES.item;
  const amount = parseStockAmount(values.kind, values.unit, values.amount, units);
  if (!amount.ok) errors.amount = amount.message;
  const lot = checkLotDetails(values, amount.ok ? amount.value : null);
  if (!lot.ok) Object.assign(errors, lot.errors);
  if (!amount.ok || !lot.ok || Object.keys(errors).length > 0) return { ok: false, errors };
  const { kind, itemId, unit } = values;
  if (inStock(kind, itemId)) {
    return {
      ok: true,
      body: { kind, itemId, adjust: { change: amount.value, reason: 'bought', unit, lot: lot.body } },
    };
  }
  const put: StockLineBody = {
    unit,
    amount: amount.value,
    lots: [{ ...NO_LOT_DETAILS, ...lot.body, amount: amount.value }],
  };
  return { ok: true, body: { kind, itemId, put } };
}

/** Which way a correction goes. */
export type Direction = 'add' | 'remove';

/** The Adjust dialog's values. */
export interface AdjustValues extends LotValues {
  reason: StockReason;
  direction: Direction;
  amount: string;
  note: string;
}

/** The change a reason makes: bought adds, used takes away, a correction goes the way chosen. */
export function changeSign(reason: StockReason, direction: Direction): 1 | -1 {
  if (reason === 'bought') return 1;
  if (reason === 'used') return -1;
  return direction === 'add' ? 1 : -1;
}

/** Checks Adjust for the line `kind`/`unit`: the change in stored units, why, a note; a purchase's lot. */
export function checkAdjust(
  values: AdjustValues,
  line: { kind: StockKind; unit: StockUnit },
  units: AmountUnits,
): FormCheck<StockAdjustment> {
  const errors: Record<string, string> = {};
  const amount = parseStockAmount(line.kind, line.unit, values.amount, units);
  if (!amount.ok) errors.amount = amount.message;
  const bought = values.reason === 'bought';
  const lot = bought ? checkLotDetails(values, amount.ok ? amount.value : null) : null;
  if (lot && !lot.ok) Object.assign(errors, lot.errors);
  const note = values.note.trim();
  if (note.length > 200) errors.note = 'Note must be at most 200 characters long.';
  if (!amount.ok || (lot && !lot.ok) || Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    body: {
      change: changeSign(values.reason, values.direction) * amount.value,
      reason: values.reason,
      unit: line.unit,
      note: note || null,
      ...(lot?.ok && described(lot.body) ? { lot: lot.body } : {}),
    },
  };
}

/** The Edit dialog's values: the unit, the lots and the low mark. */
export interface EditStockValues {
  unit: StockUnit;
  reorderAt: string;
  lots: LotRowValues[];
}

/** Checks Edit: each lot's amount and details, the low mark; the amount is the lots' sum. */
export function checkEditStock(
  values: EditStockValues,
  kind: StockKind,
  units: AmountUnits,
): FormCheck<StockLineBody> {
  const errors: Record<string, string> = {};
  const lots: StockLineBody['lots'] = [];
  values.lots.forEach((row, index) => {
    const amount = parseStockAmount(kind, values.unit, row.amount, units);
    if (!amount.ok) errors[`lots.${index}.amount`] = amount.message;
    const details = checkLotDetails(row, amount.ok ? amount.value : null, `lots.${index}.`);
    if (!details.ok) Object.assign(errors, details.errors);
    if (amount.ok && details.ok) {
      lots.push({ ...details.body, ...(row.id ? { id: row.id } : {}), amount: amount.value });
    }
  });
  let reorderAt: number | null = null;
  if (values.reorderAt.trim() !== '') {
    const low = parseStockAmount(kind, values.unit, values.reorderAt, units, { allowZero: true });
    if (low.ok) reorderAt = low.value;
    else errors.reorderAt = low.message;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const amount = roundTo(
    lots.reduce((total, lot) => total + lot.amount, 0),
    3,
  );
  return { ok: true, body: { unit: values.unit, amount, lots, reorderAt } };
}
