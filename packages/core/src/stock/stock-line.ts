// The brewery's stock (issue 33): what a brewer has of each catalogue item (official ones included) and of
// each water salt and acid, in the item's natural unit, with the lots it came in.
//
// Amounts are stored in one unit per dimension, so nothing drifts however they are typed: grams for
// anything weighed, millilitres for anything measured by volume (a recipe's teaspoons are millilitres here,
// 1 tsp = 4.92892159375 mL, NIST Handbook 44), and a count of packs or items. Every amount is rounded to
// 0.001 of its unit (a milligram, a microlitre) after each operation, so taking and putting back restores
// exactly what was there.
import { z } from 'zod';
import { roundTo } from '../rounding';
import { nullableNumber, nullableText, requiredNumber, requiredOption } from '../schemas/fields';

/** The kinds of stock: the four ingredient kinds of the catalogue, and the water's salts and acids. */
export const STOCK_KINDS = ['fermentables', 'hops', 'miscs', 'yeasts', 'salts', 'acids'] as const;
export type StockKind = (typeof STOCK_KINDS)[number];

/** The units stock is kept in: grams, millilitres, packs and items. */
export const STOCK_UNITS = ['g', 'mL', 'pack', 'item'] as const;
export type StockUnit = (typeof STOCK_UNITS)[number];

/** The units each kind may be kept in, its natural one first. */
export const STOCK_KIND_UNITS: Readonly<Record<StockKind, readonly [StockUnit, ...StockUnit[]]>> = {
  fermentables: ['g'],
  hops: ['g'],
  miscs: ['g', 'mL', 'item'],
  yeasts: ['pack', 'g', 'mL'],
  salts: ['g'],
  acids: ['mL'],
};

/** Each kind's name as the Inventory screen heads it. */
export const STOCK_KIND_LABELS: Readonly<Record<StockKind, string>> = {
  fermentables: 'Fermentables',
  hops: 'Hops',
  miscs: 'Miscs',
  yeasts: 'Yeasts',
  salts: 'Water salts',
  acids: 'Acids',
};

/** The most of each unit one line may hold: a tonne, a thousand litres, ten thousand packs or items. */
export const MAX_STOCK: Readonly<Record<StockUnit, number>> = {
  g: 1_000_000,
  mL: 1_000_000,
  pack: 10_000,
  item: 10_000,
};
const MAX_STOCK_TEXT: Record<StockUnit, string> = {
  g: '1000 kg',
  mL: '1000 L',
  pack: '10000 packs',
  item: '10000 items',
};

/** The most a lot may cost per unit of stock (a gram, a millilitre, a pack, an item). */
export const MAX_COST_PER_UNIT = 10_000;

/** The most lots one line may hold. */
export const MAX_LOTS = 50;

/** An amount of stock rounded to 0.001 of its unit (see the module comment). */
export const stockAmount = (value: number): number => roundTo(value, 3);

/** Why an amount changed, as the history shows it. */
export const STOCK_REASONS = ['bought', 'used', 'correction'] as const;
export type StockReason = (typeof STOCK_REASONS)[number];

/** Every reason a history line may give: a brewer's own, a set amount, and a batch taking or putting back. */
export const STOCK_CHANGE_REASONS = [...STOCK_REASONS, 'set', 'taken', 'put back'] as const;
export type StockChangeReason = (typeof STOCK_CHANGE_REASONS)[number];

export const STOCK_MESSAGES = {
  kind: `Kind must be one of ${STOCK_KINDS.join(', ')}.`,
  unit: (kind: StockKind) => `Unit must be ${STOCK_KIND_UNITS[kind].join(' or ')} for ${kind}.`,
  amountRequired: 'Amount is required.',
  amountType: 'Amount must be a number.',
  amountNegative: 'Amount must not be negative.',
  amountTooLarge: (unit: StockUnit) => `Amount must be at most ${MAX_STOCK_TEXT[unit]}.`,
  lotsSum: 'The lots must add up to the amount.',
  tooManyLots: `At most ${MAX_LOTS} lots.`,
  changeRequired: 'Change is required.',
  changeType: 'Change must be a number.',
  changeZero: 'Change must not be zero.',
  reason: `Reason must be ${STOCK_REASONS.join(', ')}.`,
  belowZero: (inStock: string) => `Stock cannot go below zero: ${inStock} is in stock.`,
  alphaAcid: 'Alpha acid must be between 0 and 100 %.',
  cost: `Cost per unit must be between 0 and ${MAX_COST_PER_UNIT}.`,
  costType: 'Cost per unit must be a number.',
  reorderAt: 'Low at must not be negative.',
  reorderAtType: 'Low at must be a number.',
} as const;

const isoDate = (label: string) =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    z.iso
      .date({ error: `${label} must be a date (YYYY-MM-DD).` })
      .refine((date) => date >= '0001-01-01', `${label} must be a date (YYYY-MM-DD).`)
      .nullable(),
  );

/** An amount not below zero (its most depends on the unit: the line's schema checks it). */
const amountNumber = (messages: { required: string; type: string }) =>
  requiredNumber(messages, (n) => n.min(0, STOCK_MESSAGES.amountNegative));

/** A lot's details as a brewer types them; every field but the amount may be left empty. */
export const stockLotDetailsSchema = z.object(
  {
    purchaseDate: isoDate('Purchase date'),
    bestBefore: isoDate('Best before'),
    productionDate: isoDate('Production date'),
    alphaAcid: nullableNumber(STOCK_MESSAGES.alphaAcid, (n) =>
      n.min(0, STOCK_MESSAGES.alphaAcid).max(100, STOCK_MESSAGES.alphaAcid),
    ),
    costPerUnit: nullableNumber(STOCK_MESSAGES.costType, (n) =>
      n.min(0, STOCK_MESSAGES.cost).max(MAX_COST_PER_UNIT, STOCK_MESSAGES.cost),
    ),
    supplier: nullableText(100, 'Supplier must be at most 100 characters long.'),
  },
  { error: 'Each lot must be an object.' },
);
export type StockLotDetails = z.infer<typeof stockLotDetailsSchema>;

/** A lot in a body: its amount, its details, and its id when it is one already kept. */
export const stockLotSchema = stockLotDetailsSchema.extend({
  id: z.string().max(40, 'Lot id must be at most 40 characters long.').optional(),
  amount: amountNumber({ required: STOCK_MESSAGES.amountRequired, type: STOCK_MESSAGES.amountType }),
});

/** A lot as kept and answered: an id, its amount in the line's unit, its details. */
export interface StockLot extends StockLotDetails {
  id: string;
  amount: number;
}

/** No details: a lot the brewer said nothing about. */
export const NO_LOT_DETAILS: StockLotDetails = {
  purchaseDate: null,
  bestBefore: null,
  productionDate: null,
  alphaAcid: null,
  costPerUnit: null,
  supplier: null,
};

/**
 * `PUT /api/inventory/{kind}/{itemId}`: the amount and unit, the lots when the brewer describes them (their
 * amounts then add up to the amount, which may be left out), and the amount at which the line is low.
 */
export function stockLineBodySchema(kind: StockKind) {
  const units = STOCK_KIND_UNITS[kind];
  return z
    .object(
      {
        unit: z.preprocess((value) => value ?? units[0], requiredOption(units, STOCK_MESSAGES.unit(kind))),
        amount: z.preprocess(
          (value) => (value === '' ? undefined : value),
          amountNumber({
            required: STOCK_MESSAGES.amountRequired,
            type: STOCK_MESSAGES.amountType,
          }).optional(),
        ),
        lots: z
          .array(stockLotSchema, { error: 'Lots must be a list.' })
          .max(MAX_LOTS, STOCK_MESSAGES.tooManyLots)
          .optional(),
        reorderAt: nullableNumber(STOCK_MESSAGES.reorderAtType, (n) =>
          n.min(0, STOCK_MESSAGES.reorderAt),
        ).optional(),
      },
      { error: 'Body must be an object.' },
    )
    .superRefine((body, ctx) => {
      if (body.amount === undefined && body.lots === undefined) {
        ctx.addIssue({ code: 'custom', path: ['amount'], message: STOCK_MESSAGES.amountRequired });
        return;
      }
      const max = MAX_STOCK[body.unit];
      const total = body.amount ?? sumLots(body.lots ?? []);
      if (total > max)
        ctx.addIssue({ code: 'custom', path: ['amount'], message: STOCK_MESSAGES.amountTooLarge(body.unit) });
      if (body.lots && body.amount !== undefined && Math.abs(sumLots(body.lots) - body.amount) > 0.0005) {
        ctx.addIssue({ code: 'custom', path: ['lots'], message: STOCK_MESSAGES.lotsSum });
      }
    });
}
export type StockLineBody = z.infer<ReturnType<typeof stockLineBodySchema>>;

/** `POST .../adjustments`: a change in the line's unit, why, and for a purchase the new lot's details. */
export const stockAdjustmentSchema = z.object(
  {
    change: requiredNumber(
      { required: STOCK_MESSAGES.changeRequired, type: STOCK_MESSAGES.changeType },
      (n) =>
        n
          .refine((value) => value !== 0, STOCK_MESSAGES.changeZero)
          .min(-MAX_STOCK.g, STOCK_MESSAGES.amountTooLarge('g'))
          .max(MAX_STOCK.g, STOCK_MESSAGES.amountTooLarge('g')),
    ),
    reason: requiredOption(STOCK_REASONS, STOCK_MESSAGES.reason),
    unit: z.enum(STOCK_UNITS, { error: `Unit must be ${STOCK_UNITS.join(', ')}.` }).optional(),
    note: nullableText(200, 'Note must be at most 200 characters long.').optional(),
    lot: stockLotDetailsSchema.partial().optional(),
  },
  { error: 'Body must be an object.' },
);
export type StockAdjustment = z.infer<typeof stockAdjustmentSchema>;

/** A brewer's stock of one item, as `GET /api/inventory` answers it. */
export interface StockLine {
  kind: StockKind;
  /** The item's catalogue identity (the official item's id for an official item or a copy of one), or the salt's or acid's name. */
  itemId: string;
  name: string;
  /** A fermentable's or hop's supplier, a yeast's manufacturer, null otherwise. */
  supplier: string | null;
  amount: number;
  unit: StockUnit;
  lots: StockLot[];
  /** The amount at or below which the line is low; null: only an empty line is. */
  reorderAt: number | null;
  updatedAt: string;
}

/** One line of an item's history. */
export interface StockChange {
  id: string;
  at: string;
  change: number;
  amountAfter: number;
  unit: StockUnit;
  reason: StockChangeReason;
  note: string | null;
  batchId: string | null;
  batchNumber: number | null;
}

/** An amount of stock as a message states it: "500 g", "250 mL", "1 pack", "3 items". */
export function stockAmountText(amount: number, unit: StockUnit): string {
  const value = stockAmount(amount);
  const counted = unit === 'pack' || unit === 'item';
  return `${value} ${counted && value !== 1 ? `${unit}s` : unit}`;
}

/** The sum of lots' amounts. */
export function sumLots(lots: readonly { amount: number }[]): number {
  return stockAmount(lots.reduce((total, lot) => total + lot.amount, 0));
}
