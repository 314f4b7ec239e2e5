// Stock amounts in a brewer's units: shown and typed as the recipe screen shows and takes ingredient amounts
// (ingredient-amounts.ts): grain by the grain unit, anything weighed (hops, salts, a misc or yeast kept by
// weight) by the weight unit, millilitres, packs and items as they are. Stored amounts stay grams,
// millilitres, packs and items (stock-line.ts), so nothing drifts.
import {
  type AmountUnits,
  amountInputText,
  amountLabel,
  formatAmount,
  parseAmount,
  type TypedUnit,
  typedUnit,
} from '../ingredient-amounts';
import type { ParsedQuantity, QuantityMessages } from '../quantities';
import type { IngredientListKey } from '../recipe-ingredients/ingredient';
import { roundTo } from '../rounding';
import { STOCK_MESSAGES, type StockKind, type StockUnit } from './stock-line';

/** What a typed stock amount that is missing, no number or not above zero is told. */
export const STOCK_AMOUNT_MESSAGES: QuantityMessages = {
  required: STOCK_MESSAGES.amountRequired,
  notANumber: STOCK_MESSAGES.amountType,
  notPositive: 'Amount must be more than zero.',
};

/** Each stock unit's name in a unit select. */
export const STOCK_UNIT_NAMES: Readonly<Record<StockUnit, string>> = {
  g: 'Weight',
  mL: 'Millilitres',
  pack: 'Packs',
  item: 'Items',
};

/** The recipe list whose amounts read as this stock's: grain for fermentables, weight or a misc's own unit. */
function amountList(kind: StockKind, unit: StockUnit): IngredientListKey {
  if (kind === 'fermentables') return 'recipeFermentables';
  return unit === 'g' ? 'recipeHops' : 'recipeMisc';
}

/**
 * The units a kind's amounts read in: water salts always in grams (they are weighed to a tenth of a gram
 * on a jeweller's scale, in grams in every water calculator, Wortsmith's included), others the brewer's.
 */
const unitsFor = (kind: StockKind, units: AmountUnits): AmountUnits =>
  kind === 'salts' ? { ...units, weight: 'g' } : units;

const amountOf = (unit: StockUnit, amount: number) => ({
  quantity: amount,
  unit: unit === 'g' ? null : unit,
});

/** The unit a stock amount of `kind` kept in `unit` is typed in: g or oz, kg or lb for grain, mL, packs, items. */
export function stockTypedUnit(kind: StockKind, unit: StockUnit, units: AmountUnits): TypedUnit {
  return typedUnit(amountList(kind, unit), unit === 'g' ? null : unit, unitsFor(kind, units));
}

/** A field label's unit suffix for typing such an amount: "(grams)", "(oz)", "(lb)", "(mL)", "(packs)". */
export function stockAmountLabel(kind: StockKind, unit: StockUnit, units: AmountUnits): string {
  return amountLabel(stockTypedUnit(kind, unit, units));
}

/** A stored stock amount as the brewer reads it: "25.00 kg", "55.12 lb", "100 g", "3.53 oz", "2 packs", "30 mL". */
export function formatStockAmount(
  kind: StockKind,
  unit: StockUnit,
  amount: number,
  units: AmountUnits,
): string {
  // A salt to the hundredth of a gram: the weight format's whole grams would make 2.5 g "3 g".
  if (kind === 'salts') return `${roundTo(amount, 2)} g`;
  return formatAmount(amountList(kind, unit), amountOf(unit, amount), units);
}

/** The text an amount field starts from; parsing it back unchanged gives the stored amount. */
export function stockInputText(kind: StockKind, unit: StockUnit, amount: number, units: AmountUnits): string {
  return amountInputText(amountList(kind, unit), amountOf(unit, amount), unitsFor(kind, units));
}

/** How `parseStockAmount` reads a typed amount. */
export interface StockParseOptions {
  /** Zero is an amount (a line's amount, its low mark), not refused. */
  allowZero?: boolean;
  /** The amount stored now: kept when the typed text is its input text (no drift). */
  stored?: number;
  messages?: QuantityMessages;
}

/** A typed stock amount (a comma is a decimal point) as the amount to store, or the message saying what is wrong. */
export function parseStockAmount(
  kind: StockKind,
  unit: StockUnit,
  input: string,
  units: AmountUnits,
  options: StockParseOptions = {},
): ParsedQuantity {
  const messages = options.messages ?? STOCK_AMOUNT_MESSAGES;
  if (
    options.allowZero &&
    /^[+-]?[\d.,]+$/.test(input.trim()) &&
    Number(input.trim().replace(',', '.')) === 0
  ) {
    return { ok: true, value: 0 };
  }
  return parseAmount(amountList(kind, unit), input, amountOf(unit, 0).unit, unitsFor(kind, units), {
    ...(options.stored === undefined ? {} : { stored: options.stored }),
    messages: options.allowZero ? { ...messages, notPositive: STOCK_MESSAGES.amountNegative } : messages,
  });
}
