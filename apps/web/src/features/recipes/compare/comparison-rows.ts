// What the comparison table shows (issue 36), row by row, from the server's comparison: the figures with
// B − A in the brewer's units, the recipe's fields and equipment figures that differ, each ingredient list
// as pairs (an ingredient only in A is removed, only in B added), the mash and fermentation steps by
// position, and the water. A cell is marked changed when what it shows differs from the other side's.
import {
  type AmountUnits,
  type BrewerQuantities,
  type COMPARED_EQUIPMENT,
  type COMPARED_FIELDS,
  type ColorUnit,
  type ComparedPair,
  FERMENTATION_STEP_KIND_NAMES,
  type FermentationStep,
  formatAbv,
  formatAmount,
  formatIbu,
  INGREDIENT_LISTS,
  type MashStep,
  type Recipe,
  readValue,
  type SixFigures,
} from '@wortsmith/core';
import { signedDifference } from '../../../lib/signed-difference';
import { waterTreatment } from '../../batches/brew-sheet';
import { sourceWaterText } from '../../batches/SheetWater';
import { SECTION_INFO } from '../editor/ingredients/IngredientSection';
import { rowFacts, rowSource } from '../editor/ingredients/row-facts';
import type { IngredientListKey, IngredientLists } from '../editor/recipe-draft';
import type { ComparisonAnswer } from '../history/queries';

/** One side's cell: what it shows, a smaller line under it, and whether either differs from the other side. */
export interface ComparedCell {
  text: string;
  detail?: string | undefined;
  changed: boolean;
  detailChanged?: boolean;
}

/** A row: what is compared, and each side's cell (null where that side has none). */
export interface ComparedRow {
  key: string;
  what: string;
  /** "added" only in B, "removed" only in A. */
  change?: 'added' | 'removed';
  a: ComparedCell | null;
  b: ComparedCell | null;
}

/** A group of rows under a heading; `empty` is said when it has none. */
export interface ComparedSection {
  title: string;
  rows: ComparedRow[];
  empty: string;
}

type Field = (typeof COMPARED_FIELDS)[number];
type EquipmentField = (typeof COMPARED_EQUIPMENT)[number];

const FIELD_LABELS: Record<Field, string> = {
  name: 'Name',
  style: 'Style',
  type: 'Type',
  author: 'Author',
  description: 'Description',
  notes: 'Notes',
};

const EQUIPMENT_LABELS: Record<EquipmentField, string> = {
  name: 'Equipment',
  batchVolume: 'Batch volume',
  boilTime: 'Boil time',
  efficiency: 'Efficiency',
  boilOff: 'Boil-off',
  trubLoss: 'Trub loss',
  deadSpace: 'Dead space',
};

/** A figure as shown, the value it is read at in the brewer's unit, and how its difference is written. */
interface ReadFigure {
  text: string;
  value: number;
  decimals: number;
  unit: string;
}

const FIGURES: readonly [keyof SixFigures, string, (q: BrewerQuantities, v: number) => ReadFigure][] = [
  ['og', 'OG', (q, v) => gravity(q, v)],
  ['fg', 'FG', (q, v) => gravity(q, v)],
  [
    'abv',
    'ABV',
    (_, v) => ({ text: formatAbv(v), value: readValue('alcohol', 'ABV', v), decimals: 1, unit: '%' }),
  ],
  [
    'ebc',
    'Colour',
    (q, v) => ({
      text: q.format('color', v),
      value: readValue('color', q.units.color, q.convert('color', v)),
      decimals: q.decimals('color'),
      unit: q.symbol('color'),
    }),
  ],
  [
    'ibu',
    'IBU',
    (_, v) => ({
      text: `${formatIbu(v)} IBU`,
      value: readValue('bitterness', 'IBU', v),
      decimals: 0,
      unit: 'IBU',
    }),
  ],
  ['buGu', 'BU/GU', (_, v) => ({ text: v.toFixed(2), value: Number(v.toFixed(2)), decimals: 2, unit: '' })],
];

/** A gravity in SG ("1.061", differences "+0.004") or °P ("15.1 °P", "+1.0 °P"). */
function gravity(q: BrewerQuantities, sg: number): ReadFigure {
  return {
    text: q.format('gravity', sg),
    value: readValue('gravity', q.units.gravity, q.convert('gravity', sg)),
    decimals: q.decimals('gravity'),
    unit: q.units.gravity === 'SG' ? '' : q.symbol('gravity'),
  };
}

/** The two cells of a row whose sides are texts: each marked changed when they differ. */
function cells(a: string, b: string, detail: [string, string] | null = null) {
  const side = (text: string, other: string, lines: string | undefined, otherLines: string | undefined) => ({
    text,
    changed: text !== other,
    ...(lines !== undefined ? { detail: lines, detailChanged: lines !== otherLines } : {}),
  });
  return { a: side(a, b, detail?.[0], detail?.[1]), b: side(b, a, detail?.[1], detail?.[0]) };
}

/** The rows of pairs: each side's text and detail, or a row only in A (removed) or only in B (added). */
function pairRows<T>(
  prefix: string,
  pairs: readonly ComparedPair<Record<string, unknown>>[],
  what: (a: T | null, b: T | null, index: number) => string,
  show: (item: T) => [text: string, detail: string],
): ComparedRow[] {
  return pairs.map((pair, index) => {
    const a = pair.a as T | null;
    const b = pair.b as T | null;
    const key = `${prefix}-${index}`;
    const row = { key, what: what(a, b, index) };
    if (a && b) {
      const [aText, aDetail] = show(a);
      const [bText, bDetail] = show(b);
      return { ...row, ...cells(aText, bText, [aDetail, bDetail]) };
    }
    const [text, detail] = show((a ?? b)!);
    const cell = { text, detail, changed: true, detailChanged: true };
    return a
      ? { ...row, change: 'removed', a: cell, b: null }
      : { ...row, change: 'added', a: null, b: cell };
  });
}

const named = (a: { name: string } | null, b: { name: string } | null) =>
  a && b && a.name !== b.name ? `${a.name} → ${b.name}` : (a ?? b)!.name;

/** The figures of both sides, B's with its difference from A. */
function figureRows(answer: ComparisonAnswer, q: BrewerQuantities): ComparedRow[] {
  return FIGURES.map(([key, what, read]) => {
    const a = read(q, answer.a.figures[key]);
    const b = read(q, answer.b.figures[key]);
    const difference = signedDifference(b.value - a.value, b.decimals, b.unit);
    return {
      key,
      what,
      a: { text: a.text, changed: difference !== null },
      b: { text: b.text, changed: difference !== null, ...(difference ? { detail: difference } : {}) },
    };
  });
}

/** An equipment figure as the recipe screen shows it. */
function equipmentText(field: EquipmentField, recipe: Recipe, q: BrewerQuantities): string {
  const value = recipe.recipeEquipment[field];
  if (typeof value !== 'number') return value || '—';
  switch (field) {
    case 'boilTime':
      return `${value} min`;
    case 'efficiency':
      return `${value} %`;
    case 'boilOff':
      return `${q.format('volume', value)}/h`;
    default:
      return q.format('volume', value);
  }
}

/** The water's salts and acids in a line: "Gypsum (CaSO₄·2H₂O) 5 g, Lactic acid 80 % 2 mL". */
function treatmentText(recipe: Recipe): string {
  const lines = waterTreatment(recipe.water);
  return lines.length > 0 ? lines.map((line) => `${line.name} ${line.amount}`).join(', ') : 'None';
}

/** The ingredient rows of one list. */
function ingredientRows(
  list: IngredientListKey,
  pairs: readonly ComparedPair<Record<string, unknown>>[],
  units: AmountUnits,
  colorUnit: ColorUnit,
): ComparedRow[] {
  type Item = IngredientLists[IngredientListKey];
  return pairRows<Item>(list, pairs, named, (item) => [
    formatAmount(list, item, units),
    [rowSource(list, item), rowFacts(list, item, colorUnit)].filter(Boolean).join(' · '),
  ]);
}

/** Every section of the comparison table, in the brewer's units. */
export function comparisonSections(answer: ComparisonAnswer, q: BrewerQuantities): ComparedSection[] {
  const { comparison } = answer;
  const a = answer.a.recipe;
  const b = answer.b.recipe;
  const units: AmountUnits = { weight: q.units.weight, grain: q.units.grain };
  const text = (value: string | null) => value || '—';
  const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;
  const mash = (step: MashStep): [string, string] => [
    step.name,
    `${step.type} · ${q.format('temperature', step.temperature)} · ${step.time} min`,
  ];
  const fermentation = (step: FermentationStep): [string, string] => [
    step.name,
    `${FERMENTATION_STEP_KIND_NAMES[step.kind]} · ${q.format('temperature', step.temperature)} · ${days(step.days)}${step.rampDays ? ` (ramp ${days(step.rampDays)})` : ''}`,
  ];
  const byPosition = (_a: unknown, _b: unknown, index: number) => `Step ${index + 1}`;
  const sourceText = (recipe: Recipe) => (recipe.water ? sourceWaterText(recipe.water) : 'None given');
  return [
    { title: 'Figures', rows: figureRows(answer, q), empty: '' },
    {
      title: 'Recipe',
      rows: comparison.fields.map((field) => ({
        key: field,
        what: FIELD_LABELS[field],
        ...cells(text(a[field]), text(b[field])),
      })),
      empty: 'Name, style, type, author, description and notes are the same.',
    },
    {
      title: 'Equipment',
      rows: comparison.equipment.map((field) => ({
        key: `equipment-${field}`,
        what: EQUIPMENT_LABELS[field],
        ...cells(equipmentText(field, a, q), equipmentText(field, b, q)),
      })),
      empty: 'The equipment figures are the same.',
    },
    ...INGREDIENT_LISTS.map((list) => ({
      title: SECTION_INFO[list].title,
      rows: ingredientRows(list, comparison.ingredients[list], units, q.units.color),
      empty: 'None in either.',
    })),
    {
      title: 'Mash steps',
      rows: pairRows<MashStep>('mash', comparison.mashSteps, byPosition, mash),
      empty: 'No mash steps in either.',
    },
    {
      title: 'Fermentation steps',
      rows: pairRows<FermentationStep>(
        'fermentation',
        comparison.fermentationSteps,
        byPosition,
        fermentation,
      ),
      empty: 'No fermentation plan in either.',
    },
    {
      title: comparison.water ? 'Water: differs' : 'Water: the same',
      rows: [
        { key: 'water-source', what: 'Source water', ...cells(sourceText(a), sourceText(b)) },
        { key: 'water-treatment', what: 'Salts and acids', ...cells(treatmentText(a), treatmentText(b)) },
      ],
      empty: '',
    },
  ];
}
