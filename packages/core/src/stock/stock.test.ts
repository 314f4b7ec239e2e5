// The stock rules with worked examples: lots used oldest first, a batch's needs, a take and its putting
// back, the shopping list, costs, ages and linking by name.
import { describe, expect, it } from 'vitest';
import { ML_PER_TSP } from '../ingredient-amounts';
import { amountCost, costPerVolume, latestPrice, needsCost } from './ingredient-cost';
import { matchItem } from './item-match';
import { changeLots, lotsInUseOrder, lotsWithAmount, putBackLots, takeFromLots } from './lots';
import { recipeStockNeeds, type StockNeed, stockQuantity } from './recipe-needs';
import { shoppingList } from './shopping-list';
import { lineAgeMarker, lineLevel, lotAgeMarker } from './stock-age';
import { checkStock } from './stock-check';
import {
  NO_LOT_DETAILS,
  type StockLine,
  type StockLot,
  stockAdjustmentSchema,
  stockLineBodySchema,
} from './stock-line';
import { planPutBack, planStockTake, stockTakeChanges } from './stock-take';

const lot = (id: string, amount: number, details: Partial<StockLot> = {}): StockLot => ({
  ...NO_LOT_DETAILS,
  ...details,
  id,
  amount,
});
const line = (
  itemId: string,
  amount: number,
  lots: StockLot[],
  extra: Partial<StockLine> = {},
): StockLine => ({
  kind: 'fermentables',
  itemId,
  name: itemId,
  supplier: null,
  amount,
  unit: 'g',
  lots,
  reorderAt: null,
  updatedAt: '2026-11-01T00:00:00.000Z',
  ...extra,
});
let next = 0;
const newId = () => `new-${++next}`;

describe('lots', () => {
  it('are used oldest first: best before, then made, then bought, undated last', () => {
    const lots = [
      lot('undated', 100),
      lot('bought-march', 100, { purchaseDate: '2026-03-01' }),
      lot('best-before-june', 100, { bestBefore: '2026-06-01' }),
      lot('made-january', 100, { productionDate: '2026-01-15' }),
    ];
    expect(lotsInUseOrder(lots).map((l) => l.id)).toEqual([
      'made-january',
      'bought-march',
      'best-before-june',
      'undated',
    ]);
  });

  it('give what they hold, oldest first, and say what is short', () => {
    const lots = [
      lot('new', 3000, { purchaseDate: '2026-10-01' }),
      lot('old', 1500, { purchaseDate: '2026-01-01' }),
    ];
    const take = takeFromLots(lots, 2000);
    expect(take.taken).toEqual([
      { ...lots[1], amount: 1500 },
      { ...lots[0], amount: 500 },
    ]);
    expect(take.lots).toEqual([{ ...lots[0], amount: 2500 }]);
    expect(take.short).toBe(0);
    expect(takeFromLots(lots, 5000)).toMatchObject({ amount: 4500, short: 500, lots: [] });
  });

  it('are restored exactly by putting back, emptied lots included', () => {
    const lots = [lot('a', 0.1, { purchaseDate: '2026-01-01' }), lot('b', 0.2, { costPerUnit: 0.003 })];
    const take = takeFromLots(lots, 0.25);
    expect(putBackLots(take.lots, take.taken).sort((x, y) => x.id.localeCompare(y.id))).toEqual(lots);
  });

  it('take a purchase with details as a new lot, other additions on the newest lot', () => {
    const lots = [lot('a', 100)];
    expect(changeLots(lots, 50, newId)).toEqual([lot('a', 150)]);
    const bought = changeLots(lots, 25, newId, { costPerUnit: 0.01, purchaseDate: '2026-11-20' });
    expect(bought?.[1]).toMatchObject({ amount: 25, costPerUnit: 0.01, purchaseDate: '2026-11-20' });
    expect(changeLots(lots, -101, newId)).toBeNull();
    expect(lotsWithAmount([lot('a', 100), lot('b', 50, { purchaseDate: '2026-01-01' })], 120, newId)).toEqual(
      [lot('a', 100), lot('b', 20, { purchaseDate: '2026-01-01' })],
    );
  });
});

const recipe = {
  recipeFermentables: [
    { name: 'Maris Otter', quantity: 4500, itemId: 'mo' },
    { name: 'Crystal 60', quantity: 300, itemId: 'c60' },
    { name: 'Maris Otter', quantity: 500, itemId: 'mo' },
  ],
  recipeHops: [{ name: 'Cascade', quantity: 30, itemId: 'cascade' }],
  recipeMisc: [{ name: 'Irish Moss', quantity: 1, unit: 'tsp' }],
  recipeYeasts: [{ name: 'US-05', quantity: 1, unit: 'pack', itemId: 'us05' }],
  water: {
    salts: [{ salt: 'gypsum', grams: 4, vessel: 'mash' }],
    acids: [{ acid: 'lactic', strengthPercent: 88, millilitres: 2, vessel: 'mash' }],
  },
} as unknown as Parameters<typeof recipeStockNeeds>[0];

describe('a recipe’s needs', () => {
  it('are each ingredient in its stock unit, merged by item, with the water’s salts and acids', () => {
    expect(recipeStockNeeds(recipe)).toEqual([
      { kind: 'fermentables', itemId: 'mo', name: 'Maris Otter', unit: 'g', amount: 5000 },
      { kind: 'fermentables', itemId: 'c60', name: 'Crystal 60', unit: 'g', amount: 300 },
      { kind: 'hops', itemId: 'cascade', name: 'Cascade', unit: 'g', amount: 30 },
      { kind: 'miscs', itemId: null, name: 'Irish Moss', unit: 'mL', amount: 4.929 },
      { kind: 'yeasts', itemId: 'us05', name: 'US-05', unit: 'pack', amount: 1 },
      { kind: 'salts', itemId: 'gypsum', name: 'Gypsum (CaSO₄·2H₂O)', unit: 'g', amount: 4 },
      { kind: 'acids', itemId: 'lactic', name: 'Lactic acid', unit: 'mL', amount: 2 },
    ]);
  });

  it('count teaspoons and tablespoons as millilitres (NIST: 1 tsp = 4.92892159375 mL)', () => {
    expect(stockQuantity({ quantity: 2, unit: 'tsp' })).toEqual({ unit: 'mL', amount: 9.858 });
    expect(stockQuantity({ quantity: 1, unit: 'tbsp' }).amount).toBeCloseTo(3 * ML_PER_TSP, 3);
    expect(stockQuantity({ quantity: 12.5 })).toEqual({ unit: 'g', amount: 12.5 });
  });

  it('are checked against stock: in stock, short, not linked, kept in another unit', () => {
    const stock = [
      line('mo', 4550, [lot('a', 4550)]),
      line('us05', 11, [lot('b', 11)], { kind: 'yeasts', unit: 'g' }),
      line('cascade', 100, [lot('c', 100)], { kind: 'hops' }),
    ];
    const check = checkStock(recipeStockNeeds(recipe), stock);
    expect(check.map((c) => [c.name, c.status, c.short])).toEqual([
      ['Maris Otter', 'short', 450],
      ['Crystal 60', 'short', 300],
      ['Cascade', 'in stock', 0],
      ['Irish Moss', 'not linked', 4.929],
      ['US-05', 'other unit', 1],
      ['Gypsum (CaSO₄·2H₂O)', 'short', 4],
      ['Lactic acid', 'short', 2],
    ]);
  });
});

describe('taking a batch from stock', () => {
  const stock = [
    line('mo', 6000, [
      lot('old', 1000, { purchaseDate: '2026-01-01', costPerUnit: 0.002 }),
      lot('new', 5000, { purchaseDate: '2026-09-01', costPerUnit: 0.0025 }),
    ]),
    line('cascade', 20, [lot('c', 20, { costPerUnit: 0.05 })], { kind: 'hops' }),
  ];

  it('takes what is there, oldest first, prices it and records what is short', () => {
    const plan = planStockTake(recipeStockNeeds(recipe), stock);
    const mo = plan.lines[0]!;
    expect(mo).toMatchObject({ taken: 5000, short: 0 });
    expect(mo.cost).toBeCloseTo(1000 * 0.002 + 4000 * 0.0025, 9);
    expect(plan.lines[2]).toMatchObject({ name: 'Cascade', taken: 20, short: 10, cost: 1 });
    expect(plan.lines[3]).toMatchObject({ name: 'Irish Moss', taken: 0, short: 4.929, cost: null });
    expect(plan.changed.map((l) => [l.itemId, l.amount])).toEqual([
      ['mo', 1000],
      ['cascade', 0],
    ]);
  });

  it('puts back exactly what it took, lines emptied or deleted since included', () => {
    const plan = planStockTake(recipeStockNeeds(recipe), stock);
    const after = plan.changed.filter((l) => l.itemId !== 'cascade');
    const back = planPutBack({ takenAt: '2026-11-27T10:00:00Z', lines: plan.lines }, after);
    const restored = back.map(({ line: l }) => ({
      itemId: l.itemId,
      amount: l.amount,
      lots: [...l.lots].sort((a, b) => a.id.localeCompare(b.id)),
    }));
    expect(restored).toEqual(
      stock.map((l) => ({
        itemId: l.itemId,
        amount: l.amount,
        lots: [...l.lots].sort((a, b) => a.id.localeCompare(b.id)),
      })),
    );
    expect(back.map((b) => b.change)).toEqual([5000, 20]);
  });
});

describe('a batch edited after taking', () => {
  it('says which needs changed since the take: more, less, new and gone', () => {
    const needs = recipeStockNeeds(recipe);
    const take = { takenAt: '', lines: planStockTake(needs, []).lines };
    const edited = needs
      .filter((n) => n.name !== 'Crystal 60')
      .map((n) => (n.name === 'Maris Otter' ? { ...n, amount: 5450 } : n));
    edited.push({ kind: 'hops', itemId: 'citra', name: 'Citra', unit: 'g', amount: 50 });
    expect(stockTakeChanges(take, edited).map((c) => [c.name, c.before, c.now])).toEqual([
      ['Maris Otter', 5000, 5450],
      ['Citra', 0, 50],
      ['Crystal 60', 300, 0],
    ]);
    expect(stockTakeChanges(take, needs)).toEqual([]);
  });
});

describe('the shopping list', () => {
  it('merges what recipes need before taking off stock, grouped by kind then name', () => {
    const needs: StockNeed[] = [
      ...recipeStockNeeds(recipe, 2),
      { kind: 'fermentables', itemId: 'mo', name: 'Maris Otter', unit: 'g', amount: 3000 },
    ];
    const list = shoppingList(needs, [
      line('mo', 10_000, [lot('a', 10_000)]),
      line('c60', 1000, [lot('b', 1000)]),
    ]);
    expect(list.slice(0, 2).map((l) => [l.name, l.needed, l.inStock, l.toBuy])).toEqual([
      ['Crystal 60', 600, 1000, 0],
      ['Maris Otter', 13_000, 10_000, 3000],
    ]);
    expect(list.map((l) => l.kind)).toEqual([
      'fermentables',
      'fermentables',
      'hops',
      'miscs',
      'yeasts',
      'salts',
      'acids',
    ]);
  });
});

describe('costs', () => {
  const lots = [
    lot('a', 1000, { purchaseDate: '2026-01-01', costPerUnit: 0.002 }),
    lot('b', 1000, { purchaseDate: '2026-06-01' }),
    lot('c', 1000, { purchaseDate: '2026-09-01', costPerUnit: 0.003 }),
  ];

  it('price each part at its lot’s cost, unpriced and missing parts at the newest price', () => {
    expect(latestPrice(lots)).toBe(0.003);
    const cost = amountCost(lots, 4000);
    expect(cost.cost).toBeCloseTo(1000 * 0.002 + 1000 * 0.003 + 1000 * 0.003 + 1000 * 0.003, 9);
    expect(cost.unpriced).toBe(0);
    expect(amountCost([lot('x', 10)], 5)).toEqual({ cost: 0, unpriced: 5 });
  });

  it('add up over a recipe’s needs, counting the needs nothing prices', () => {
    const needs: StockNeed[] = [
      { kind: 'fermentables', itemId: 'mo', name: 'Maris Otter', unit: 'g', amount: 2000 },
      { kind: 'hops', itemId: 'cascade', name: 'Cascade', unit: 'g', amount: 30 },
      { kind: 'miscs', itemId: null, name: 'Irish Moss', unit: 'g', amount: 5 },
    ];
    const stock = [line('mo', 3000, lots), line('cascade', 100, [lot('h', 100)], { kind: 'hops' })];
    const total = needsCost(needs, stock);
    expect(total.cost).toBeCloseTo(1000 * 0.002 + 1000 * 0.003, 9);
    expect([total.priced, total.unpriced]).toEqual([1, 2]);
  });

  it('spread over the beer per litre and per serving', () => {
    expect(costPerVolume(33, 20, 0.33)).toEqual({ perLitre: 1.65, perServing: 1.65 * 0.33 });
    expect(costPerVolume(33, 0, 0.33)).toBeNull();
  });
});

describe('ages and levels', () => {
  it('mark lots past or near their best before', () => {
    expect(lotAgeMarker('fermentables', 'g', lot('a', 1, { bestBefore: '2026-11-26' }), '2026-11-27')).toBe(
      'Past best before',
    );
    expect(lotAgeMarker('fermentables', 'g', lot('a', 1, { bestBefore: '2026-12-20' }), '2026-11-27')).toBe(
      'Use soon',
    );
    expect(
      lotAgeMarker('fermentables', 'g', lot('a', 1, { bestBefore: '2027-06-01' }), '2026-11-27'),
    ).toBeNull();
  });

  it('mark liquid yeast by viability (0.7 % a day): use soon under half, past under a quarter', () => {
    // 71 days: 1 − 0.7 % × 71 = 50.3 %; 72 days: 49.6 %; 108 days: 24.4 %.
    const made = (date: string) => lot('y', 1, { productionDate: date });
    expect(lotAgeMarker('yeasts', 'pack', made('2026-09-17'), '2026-11-27')).toBeNull();
    expect(lotAgeMarker('yeasts', 'pack', made('2026-09-16'), '2026-11-27')).toBe('Use soon');
    expect(lotAgeMarker('yeasts', 'pack', made('2026-08-11'), '2026-11-27')).toBe('Past best before');
    expect(lotAgeMarker('yeasts', 'g', made('2025-01-01'), '2026-11-27')).toBeNull();
  });

  it('mark hops more than a year old without a best before, and lines low or out', () => {
    expect(lotAgeMarker('hops', 'g', lot('h', 1, { purchaseDate: '2025-11-01' }), '2026-11-27')).toBe(
      'Use soon',
    );
    expect(lotAgeMarker('hops', 'g', lot('h', 1, { purchaseDate: '2026-01-01' }), '2026-11-27')).toBeNull();
    expect(
      lineAgeMarker(
        {
          kind: 'hops',
          unit: 'g',
          lots: [lot('a', 1, { bestBefore: '2026-01-01' }), lot('b', 1, { bestBefore: '2026-12-01' })],
        },
        '2026-11-27',
      ),
    ).toBe('Past best before');
    expect(lineLevel({ amount: 0, reorderAt: null })).toBe('Out of stock');
    expect(lineLevel({ amount: 400, reorderAt: 500 })).toBe('Low');
    expect(lineLevel({ amount: 600, reorderAt: 500 })).toBeNull();
  });
});

describe('linking an ingredient by name', () => {
  const items = [
    { id: 'o1', name: 'Maris Otter', supplier: 'Crisp' },
    { id: 'o2', name: 'Maris Otter', supplier: 'Simpsons' },
    { id: 'c1', officialId: 'o3', name: 'Cascade', supplier: 'Yakima' },
    { id: 'o3', name: 'Cascade', supplier: 'Yakima' },
  ];

  it('finds the one item of that name, the supplier deciding between several; a copy is its official item', () => {
    expect(matchItem({ name: ' cascade ' }, items)).toEqual({ status: 'matched', itemId: 'o3' });
    expect(matchItem({ name: 'Maris Otter', supplier: 'simpsons' }, items)).toEqual({
      status: 'matched',
      itemId: 'o2',
    });
    expect(matchItem({ name: 'Maris Otter' }, items)).toEqual({ status: 'several' });
    expect(matchItem({ name: 'Golden Promise' }, items)).toEqual({ status: 'none' });
  });
});

describe('bodies', () => {
  const errors = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.error?.issues.map((issue) => issue.message) ?? [];

  it('refuse negative, absurd and mismatched amounts with messages', () => {
    const body = stockLineBodySchema('fermentables');
    expect(errors(body.safeParse({ amount: -5 }))).toEqual(['Amount must not be negative.']);
    expect(errors(body.safeParse({ amount: 2_000_000 }))).toEqual(['Amount must be at most 1000 kg.']);
    expect(errors(body.safeParse({ amount: 'abc' }))).toEqual(['Amount must be a number.']);
    expect(errors(body.safeParse({ amount: 5, unit: 'pack' }))).toEqual(['Unit must be g for fermentables.']);
    expect(errors(body.safeParse({ amount: 5, lots: [{ amount: 2 }] }))).toEqual([
      'The lots must add up to the amount.',
    ]);
    expect(errors(stockLineBodySchema('yeasts').safeParse({ amount: 20_000, unit: 'pack' }))).toEqual([
      'Amount must be at most 10000 packs.',
    ]);
    expect(body.parse({ amount: 5 })).toEqual({ unit: 'g', amount: 5 });
    expect(errors(stockAdjustmentSchema.safeParse({ change: 0, reason: 'found' }))).toEqual([
      'Change must not be zero.',
      'Reason must be bought, used, correction.',
    ]);
  });
});
