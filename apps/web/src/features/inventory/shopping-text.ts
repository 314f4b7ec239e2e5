// The shopping list as text to paste (a message, a note) and as CSV (a spreadsheet), amounts in the
// brewer's units as the screen shows them.
import {
  type AmountUnits,
  formatStockAmount,
  type ShoppingListLine,
  STOCK_KIND_LABELS,
  STOCK_KINDS,
} from '@wortsmith/core';

/** Said of a line linked to no catalogue item (its stock cannot be counted). */
export const NOT_LINKED = 'Not linked to a catalogue item';

/** The lines of each kind, in the Inventory's order, kinds without lines left out. */
export function linesByKind(lines: readonly ShoppingListLine[]) {
  return STOCK_KINDS.map((kind) => ({ kind, lines: lines.filter((line) => line.kind === kind) })).filter(
    (group) => group.lines.length > 0,
  );
}

/** A line's amount in the brewer's units. */
export function shoppingAmount(line: ShoppingListLine, amount: number, units: AmountUnits): string {
  return formatStockAmount(line.kind, line.unit, amount, units);
}

/** The list as plain text: a heading per kind, one line per item with what to buy and why. */
export function shoppingListText(lines: readonly ShoppingListLine[], units: AmountUnits): string {
  const out = ['Shopping list'];
  for (const group of linesByKind(lines)) {
    out.push('', STOCK_KIND_LABELS[group.kind]);
    for (const line of group.lines) {
      const amount = (value: number) => shoppingAmount(line, value, units);
      const stock = line.itemId ? `in stock ${amount(line.inStock)}` : NOT_LINKED.toLowerCase();
      out.push(`- ${line.name}: buy ${amount(line.toBuy)} (needed ${amount(line.needed)}, ${stock})`);
    }
  }
  return out.join('\n');
}

const csvCell = (value: string) => (/[",\n\r]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/** The list as CSV: Kind, Item, Needed, In stock, To buy, Note; a header row first. */
export function shoppingListCsv(lines: readonly ShoppingListLine[], units: AmountUnits): string {
  const rows = [['Kind', 'Item', 'Needed', 'In stock', 'To buy', 'Note']];
  for (const group of linesByKind(lines)) {
    for (const line of group.lines) {
      const amount = (value: number) => shoppingAmount(line, value, units);
      rows.push([
        STOCK_KIND_LABELS[line.kind],
        line.name,
        amount(line.needed),
        amount(line.inStock),
        amount(line.toBuy),
        line.itemId ? '' : NOT_LINKED,
      ]);
    }
  }
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n');
}
