// Stock in other tools' files (issue 33): what a catalogue file says a brewer has of each item.
// - BeerXML 1.0 has INVENTORY on FERMENTABLE, HOP, MISC and YEAST, one of the "Optional Extensions for
//   BeerXML Display" (Appendix A): a display text of an amount and its unit, as BeerSmith writes it ("8.00
//   lb", "0.50 oz", "0.00 tsp", "0 Pkgs", "0.00 gm").
// - BeerJSON 1.0 has `inventory` on fermentables, hop varieties and miscellaneous ingredients (`amount`, a
//   mass or volume, or a count for a misc) and on cultures (`dry` a mass, `liquid`, `slant` and `culture`
//   volumes; fermentable.json, hop.json, misc.json, culture.json).
// An amount becomes stock in the unit its kind is kept in (stock/stock-line.ts): grams, millilitres, packs
// of a yeast or items of a misc. A zero amount (BeerSmith writes one for every item) or one in a unit the
// kind cannot be kept in (a fermentable by the pack) brings no stock. Writing, an amount goes where the
// format has a field for it: BeerJSON cultures have none for packs.
import type { CatalogueKind } from '../options';
import { STOCK_KIND_UNITS, type StockKind, type StockUnit, stockAmount } from '../stock/stock-line';
import { keptUnit } from './amount-units';
import { grams, millilitres, quantityOf } from './beerjson-units';

/** An amount of stock a file gives for an item. */
export interface FileStock {
  amount: number;
  unit: StockUnit;
}

/** The catalogue kinds that can have stock. */
export type StockedKind = Extract<CatalogueKind, StockKind>;
export const STOCKED_KINDS: readonly StockedKind[] = ['fermentables', 'hops', 'miscs', 'yeasts'];
export const isStocked = (kind: CatalogueKind): kind is StockedKind =>
  (STOCKED_KINDS as readonly string[]).includes(kind);

/** The stock a file gives for each of its catalogue items, in the order of the items (null: none). */
export type FileStocks = { [K in StockedKind]: (FileStock | null)[] };

/** Mass words as BeerXML display texts write them, beside BeerJSON's (beerjson-units.ts). */
const MASS_WORDS: Record<string, string> = {
  gm: 'g',
  gms: 'g',
  gr: 'g',
  grams: 'g',
  gram: 'g',
  lbs: 'lb',
  pound: 'lb',
  pounds: 'lb',
  ounce: 'oz',
  ounces: 'oz',
  kgs: 'kg',
};

/** The stock of an amount in `word` units, if the kind can be kept in it and it is above zero. */
function stockOf(kind: StockedKind, value: number, word: string): FileStock | null {
  if (!(value > 0) || !Number.isFinite(value)) return null;
  const key = word.trim().toLowerCase().replace(/\.$/, '');
  const quantity = { unit: MASS_WORDS[key] ?? key, value };
  const weighed = grams(quantity);
  const measured = weighed === null ? millilitres(quantity) : null;
  const counted =
    kind === 'yeasts' || kind === 'miscs' ? keptUnit(kind === 'yeasts' ? 'yeast' : 'misc', key) : undefined;
  const found: FileStock | null =
    weighed !== null
      ? { amount: weighed, unit: 'g' }
      : measured !== null
        ? { amount: measured, unit: 'mL' }
        : counted === 'pack' || counted === 'item'
          ? { amount: value, unit: counted }
          : null;
  if (!found || !(STOCK_KIND_UNITS[kind] as readonly string[]).includes(found.unit)) return null;
  const amount = stockAmount(found.amount);
  return amount > 0 ? { amount, unit: found.unit } : null;
}

/** BeerXML's INVENTORY text ("8.00 lb", "2 Pkgs", "0.25 tsp") as stock, or null. */
export function stockFromText(kind: StockedKind, text: string | undefined): FileStock | null {
  const match = /^\s*(\d+(?:[.,]\d+)?|[.,]\d+)\s*([A-Za-z][A-Za-z ]*\.?)\s*$/.exec(text ?? '');
  return match ? stockOf(kind, Number(match[1]!.replace(',', '.')), match[2]!.replace(/\s+/g, '')) : null;
}

/** BeerJSON's `inventory` object as stock, or null. */
export function stockFromJson(kind: StockedKind, inventory: unknown): FileStock | null {
  if (typeof inventory !== 'object' || inventory === null) return null;
  const fields = inventory as Record<string, unknown>;
  const keys = kind === 'yeasts' ? ['dry', 'liquid', 'slant', 'culture'] : ['amount'];
  for (const key of keys) {
    const quantity = quantityOf(fields[key]);
    const stock = quantity && stockOf(kind, quantity.value, quantity.unit);
    if (stock) return stock;
  }
  return null;
}

const trimmed = (value: number) => String(Number(value.toFixed(3)));

/** Stock as BeerXML's INVENTORY display text: kilograms of grain, grams, millilitres, packs, items. */
export function stockText(kind: StockedKind, stock: FileStock): string {
  switch (stock.unit) {
    case 'g':
      return kind === 'fermentables' ? `${trimmed(stock.amount / 1000)} kg` : `${trimmed(stock.amount)} g`;
    case 'mL':
      return `${trimmed(stock.amount)} ml`;
    case 'pack':
      return `${trimmed(stock.amount)} pkg`;
    case 'item':
      return `${trimmed(stock.amount)} items`;
  }
}

/** Stock as BeerJSON's `inventory`, or null where the format has no field for it (a culture's packs). */
export function stockJson(
  kind: StockedKind,
  stock: FileStock,
): Record<string, { unit: string; value: number }> | null {
  const quantity =
    stock.unit === 'g'
      ? { unit: 'g', value: stock.amount }
      : stock.unit === 'mL'
        ? { unit: 'ml', value: stock.amount }
        : stock.unit === 'item'
          ? { unit: 'each', value: stock.amount }
          : null;
  if (!quantity) return null;
  if (kind !== 'yeasts') return { amount: quantity };
  return stock.unit === 'g' ? { dry: quantity } : stock.unit === 'mL' ? { liquid: quantity } : null;
}
