// What changed between two versions of a recipe (issue 36), kept with each version and shown in its history
// as "Cascade 30 g → 40 g, added Citra dry hop". Changes are stored structured, in canonical units (grams,
// litres, °C, minutes, EBC), and worded on reading in the brewer's units, so a history reads in the units of
// whoever reads it. A change names an ingredient by name: the alignment is ingredient-alignment.ts's.
import { formatAmount } from '../ingredient-amounts';
import type { BrewerQuantities } from '../quantities';
import { INGREDIENT_LISTS } from '../recipe-ingredients';
import type { IngredientListKey } from '../recipe-ingredients/ingredient';
import { roundTo } from '../rounding';
import { type AlignedIngredient, alignIngredients } from './ingredient-alignment';
import type { RecipeContent } from './recipe-content';

/** A value a change reports: a number in its canonical unit, a text, or nothing. */
export type ChangeValue = number | string | null;

/** The recipe's own texts whose change is reported. */
export const CHANGED_TEXT_FIELDS = ['name', 'author', 'style', 'type', 'description', 'notes'] as const;
/** The equipment's figures whose change is reported one by one (other settings: "equipment settings"). */
export const CHANGED_EQUIPMENT_FIELDS = ['name', 'batchVolume', 'boilTime', 'efficiency'] as const;

type TextField = (typeof CHANGED_TEXT_FIELDS)[number];
type EquipmentField = (typeof CHANGED_EQUIPMENT_FIELDS)[number] | 'settings';

/** An ingredient's amount as a change keeps it: grams, or the quantity in a misc's or yeast's own unit. */
export interface ChangedAmount {
  quantity: number;
  unit?: string | null;
}

/** One change between two versions. */
export type RecipeChange =
  | { kind: 'field'; field: TextField; from: ChangeValue; to: ChangeValue }
  | { kind: 'equipment'; field: EquipmentField; from: ChangeValue; to: ChangeValue }
  | { kind: 'added'; list: IngredientListKey; name: string; stage: string | null }
  | { kind: 'removed'; list: IngredientListKey; name: string; stage: string | null }
  | { kind: 'amount'; list: IngredientListKey; name: string; from: ChangedAmount; to: ChangedAmount }
  | {
      kind: 'ingredient';
      list: IngredientListKey;
      name: string;
      field: string;
      from: ChangeValue;
      to: ChangeValue;
    }
  | { kind: 'section'; section: 'mashSteps' | 'fermentationSteps' | 'water' };

/** The ingredient fields each list reports by name (any other edit of an ingredient reads "edited"). */
const INGREDIENT_FIELDS: Readonly<Record<IngredientListKey, readonly string[]>> = {
  recipeFermentables: ['ebc', 'potentialExtract', 'contribution'],
  recipeHops: ['usageStage', 'boilTime', 'alphaAcidContent', 'dryHopStart', 'dryHopDuration'],
  recipeMisc: ['use', 'time'],
  recipeYeasts: ['attenuation'],
};
/** What is not the brewer's edit of an ingredient: computed figures and the link to its catalogue item. */
const NOT_EDITS = new Set(['id', 'quantity', 'unit', 'ibu', 'percentage', 'itemId']);

type AnyIngredient = AlignedIngredient & Record<string, unknown> & { quantity: number };

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const asValue = (value: unknown): ChangeValue =>
  typeof value === 'number' || typeof value === 'string' ? value : null;
const stageOf = (item: AnyIngredient): string | null =>
  (item.usageStage as string | undefined) ?? (item.use as string | undefined) ?? null;

function ingredientChanges(
  list: IngredientListKey,
  before: AnyIngredient[],
  after: AnyIngredient[],
): RecipeChange[] {
  const changes: RecipeChange[] = [];
  for (const [a, b] of alignIngredients(before, after)) {
    if (!a && b) changes.push({ kind: 'added', list, name: b.name, stage: stageOf(b) });
    else if (a && !b) changes.push({ kind: 'removed', list, name: a.name, stage: stageOf(a) });
    else if (a && b) {
      const name = b.name;
      if (a.name !== b.name)
        changes.push({ kind: 'ingredient', list, name: a.name, field: 'name', from: a.name, to: b.name });
      if (a.quantity !== b.quantity || (a.unit ?? null) !== (b.unit ?? null)) {
        const amount = (item: AnyIngredient) => ({
          quantity: item.quantity,
          unit: (item.unit as string | null) ?? null,
        });
        changes.push({ kind: 'amount', list, name, from: amount(a), to: amount(b) });
      }
      const named = INGREDIENT_FIELDS[list];
      for (const field of named) {
        if (!same(a[field], b[field]))
          changes.push({
            kind: 'ingredient',
            list,
            name,
            field,
            from: asValue(a[field]),
            to: asValue(b[field]),
          });
      }
      const other = Object.keys({ ...a, ...b }).some(
        (field) =>
          field !== 'name' && !NOT_EDITS.has(field) && !named.includes(field) && !same(a[field], b[field]),
      );
      if (other) changes.push({ kind: 'ingredient', list, name, field: 'other', from: null, to: null });
    }
  }
  return changes;
}

/** Every change from `before` to `after`, in the recipe screen's order; none when they are the same. */
export function recipeChanges(before: RecipeContent, after: RecipeContent): RecipeChange[] {
  const changes: RecipeChange[] = [];
  for (const field of CHANGED_TEXT_FIELDS) {
    if (!same(before[field], after[field]))
      changes.push({ kind: 'field', field, from: asValue(before[field]), to: asValue(after[field]) });
  }
  const a = before.recipeEquipment as unknown as Record<string, unknown>;
  const b = after.recipeEquipment as unknown as Record<string, unknown>;
  for (const field of CHANGED_EQUIPMENT_FIELDS) {
    if (!same(a[field], b[field]))
      changes.push({ kind: 'equipment', field, from: asValue(a[field]), to: asValue(b[field]) });
  }
  const reported = new Set<string>([...CHANGED_EQUIPMENT_FIELDS, 'id', 'batchTime']);
  if (Object.keys({ ...a, ...b }).some((field) => !reported.has(field) && !same(a[field], b[field]))) {
    changes.push({ kind: 'equipment', field: 'settings', from: null, to: null });
  }
  for (const list of INGREDIENT_LISTS) {
    changes.push(
      ...ingredientChanges(
        list,
        before[list] as unknown as AnyIngredient[],
        after[list] as unknown as AnyIngredient[],
      ),
    );
  }
  for (const section of ['mashSteps', 'fermentationSteps', 'water'] as const) {
    if (!same(before[section], after[section])) changes.push({ kind: 'section', section });
  }
  return changes;
}

const TEXT_LABELS: Record<TextField, string> = {
  name: 'name',
  author: 'author',
  style: 'style',
  type: 'type',
  description: 'description',
  notes: 'notes',
};
const SECTION_TEXT = {
  mashSteps: 'mash schedule changed',
  fermentationSteps: 'fermentation plan changed',
  water: 'water changed',
} as const;
const INGREDIENT_LABELS: Record<string, string> = {
  name: 'renamed',
  ebc: 'colour',
  potentialExtract: 'potential',
  contribution: 'use',
  usageStage: 'use',
  boilTime: 'time',
  alphaAcidContent: 'alpha acid',
  dryHopStart: 'dry hop day',
  dryHopDuration: 'dry hop days',
  use: 'use',
  time: 'time',
  attenuation: 'attenuation',
};

const quoted = (value: ChangeValue) => (value === null || value === '' ? 'none' : `“${value}”`);

/** An ingredient field's value as a brewer reads it. */
function ingredientValue(field: string, value: ChangeValue, q: BrewerQuantities): string {
  if (typeof value !== 'number') return value === null ? 'none' : String(value);
  switch (field) {
    case 'ebc':
      return q.format('color', value);
    case 'potentialExtract':
      return q.format('gravity', value);
    case 'alphaAcidContent':
    case 'attenuation':
      return `${roundTo(value, 1)} %`;
    case 'dryHopStart':
      return `day ${roundTo(value / 1440, 1)}`;
    case 'dryHopDuration':
      return `${roundTo(value / 1440, 1)} days`;
    default:
      return `${roundTo(value, 1)} min`;
  }
}

/** An addition's stage, where it tells the addition apart: "dry hop", "whirlpool", "first wort". */
const stageText = (list: IngredientListKey, stage: string | null) =>
  list === 'recipeHops' && stage && stage !== 'Boil' ? ` ${stage.toLowerCase()}` : '';

/** One change in words, in the brewer's units: "Cascade 30 g → 40 g", "added Citra dry hop". */
export function describeChange(change: RecipeChange, q: BrewerQuantities): string {
  switch (change.kind) {
    case 'field':
      if (change.field === 'description' || change.field === 'notes')
        return `${TEXT_LABELS[change.field]} edited`;
      return `${TEXT_LABELS[change.field]} ${quoted(change.from)} → ${quoted(change.to)}`;
    case 'equipment':
      switch (change.field) {
        case 'name':
          return `equipment ${quoted(change.from)} → ${quoted(change.to)}`;
        case 'batchVolume':
          return `batch volume ${q.format('volume', change.from as number)} → ${q.format('volume', change.to as number)}`;
        case 'boilTime':
          return `boil ${change.from} → ${change.to} min`;
        case 'efficiency':
          return `efficiency ${change.from} % → ${change.to} %`;
        default:
          return 'equipment settings changed';
      }
    case 'added':
      return `added ${change.name}${stageText(change.list, change.stage)}`;
    case 'removed':
      return `removed ${change.name}${stageText(change.list, change.stage)}`;
    case 'amount': {
      const amount = (value: ChangedAmount) =>
        formatAmount(change.list, { quantity: value.quantity, unit: value.unit as never }, q.units);
      return `${change.name} ${amount(change.from)} → ${amount(change.to)}`;
    }
    case 'ingredient':
      if (change.field === 'other') return `${change.name} edited`;
      if (change.field === 'name') return `${change.from} renamed ${change.to}`;
      return `${change.name} ${INGREDIENT_LABELS[change.field] ?? change.field} ${ingredientValue(change.field, change.from, q)} → ${ingredientValue(change.field, change.to, q)}`;
    case 'section':
      return SECTION_TEXT[change.section];
  }
}

/** A version's changes as one line, its first letter capitalised; `none` when nothing changed. */
export function describeChanges(
  changes: readonly RecipeChange[],
  q: BrewerQuantities,
  none = 'No changes',
): string {
  if (changes.length === 0) return none;
  const text = changes.map((change) => describeChange(change, q)).join(', ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
