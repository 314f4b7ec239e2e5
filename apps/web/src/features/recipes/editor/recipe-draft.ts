// The recipe screen's editable state: the draft shape, its defaults, the reducer every edit goes
// through, and the conversions between a saved recipe, the draft and the POST/PUT body.
import {
  DEFAULT_RECIPE_TYPE,
  type Equipment,
  type FermentationStep,
  ingredientFromCatalogue,
  localIsoDate,
  type MashStep,
  mashWaterSettings,
  RECIPE_INGREDIENTS,
  type Recipe,
  type RecipeEquipment,
  type RecipeFermentable,
  type RecipeHop,
  type RecipeMisc,
  type RecipeType,
  type RecipeWater,
  type RecipeYeast,
  withComputedFigures,
} from '@wortsmith/core';

/**
 * What the screen edits: a recipe's fields (id and version once saved), its optional texts as '' when
 * empty. Numbers may be NaN while a user is typing (the figures treat it as missing).
 */
export interface RecipeDraft
  extends Pick<
      Recipe,
      | 'name'
      | 'style'
      | 'type'
      | 'creationDate'
      | 'batchTime'
      | 'recipeEquipment'
      | 'mashSteps'
      | 'fermentationSteps'
      | 'water'
      | IngredientListKey
    >,
    Partial<Pick<Recipe, 'id' | 'version'>> {
  author: string;
  description: string;
  notes: string;
}

/** The four ingredient lists of a recipe and their row types. */
export interface IngredientLists {
  recipeFermentables: RecipeFermentable;
  recipeHops: RecipeHop;
  recipeMisc: RecipeMisc;
  recipeYeasts: RecipeYeast;
}
export type IngredientListKey = keyof IngredientLists;

/** Text fields of the draft that inputs and selects set directly. */
export type DraftTextField = 'name' | 'author' | 'style' | 'description' | 'notes';
/** Equipment numbers the form edits (Batch Volume, Batch Time, Efficiency, Boil Time). */
export type DraftEquipmentField = 'batchVolume' | 'batchTime' | 'efficiency' | 'boilTime';

/**
 * Defaults of a new recipe where the texts are silent: no equipment (name ''), 20 L, 60 minutes of
 * batch time, 75 % efficiency, a 60-minute boil and no losses.
 */
export const NEW_RECIPE_EQUIPMENT: RecipeEquipment = {
  id: null,
  name: '',
  batchVolume: 20,
  batchTime: 60,
  efficiency: 75,
  boilTime: 60,
  deadSpace: 0,
  boilOff: 0,
  trubLoss: 0,
  ...mashWaterSettings({}),
};

/** Today as YYYY-MM-DD in the user's time zone. */
export const todayIsoDate = localIsoDate;

/** What a new recipe holds: no ingredients, no mash or fermentation steps and no water. */
export function emptyRecipeContents(): Pick<
  RecipeDraft,
  IngredientListKey | 'mashSteps' | 'fermentationSteps' | 'water'
> {
  return {
    recipeFermentables: [],
    recipeHops: [],
    recipeMisc: [],
    recipeYeasts: [],
    mashSteps: [],
    fermentationSteps: [],
    water: null,
  };
}

/** A blank recipe: All Grain, created today, authored by `author`. */
export function newRecipeDraft(author = '', today = todayIsoDate()): RecipeDraft {
  return {
    name: '',
    author,
    style: '',
    type: DEFAULT_RECIPE_TYPE,
    description: '',
    notes: '',
    creationDate: today,
    batchTime: NEW_RECIPE_EQUIPMENT.batchTime,
    recipeEquipment: { ...NEW_RECIPE_EQUIPMENT },
    ...emptyRecipeContents(),
  };
}

/** The draft of a saved recipe (null texts become empty strings so inputs stay controlled). */
export function draftFromRecipe(recipe: Recipe): RecipeDraft {
  return {
    id: recipe.id,
    version: recipe.version,
    name: recipe.name ?? '',
    author: recipe.author ?? '',
    style: recipe.style ?? '',
    type: recipe.type ?? DEFAULT_RECIPE_TYPE,
    description: recipe.description ?? '',
    notes: recipe.notes ?? '',
    creationDate: recipe.creationDate ?? todayIsoDate(),
    batchTime: recipe.batchTime ?? recipe.recipeEquipment?.batchTime ?? NEW_RECIPE_EQUIPMENT.batchTime,
    recipeEquipment: { ...NEW_RECIPE_EQUIPMENT, ...recipe.recipeEquipment },
    recipeFermentables: recipe.recipeFermentables ?? [],
    recipeHops: recipe.recipeHops ?? [],
    recipeMisc: recipe.recipeMisc ?? [],
    recipeYeasts: recipe.recipeYeasts ?? [],
    mashSteps: recipe.mashSteps ?? [],
    // Kept through the screen's saves (an imported plan is not lost by an edit elsewhere).
    fermentationSteps: recipe.fermentationSteps ?? [],
    water: recipe.water ?? null,
  };
}

/** The POST/PUT body: the draft with hop IBUs and fermentable percentages written back. */
export function recipeBody(draft: RecipeDraft) {
  const computed = withComputedFigures(draft);
  const { id: _id, ...rest } = computed;
  return { ...rest, volumeLiters: draft.recipeEquipment.batchVolume };
}

/** Every edit the screen makes. */
export type DraftAction =
  | { type: 'setText'; field: DraftTextField; value: string }
  | { type: 'setRecipeType'; value: RecipeType }
  | { type: 'setEquipmentNumber'; field: DraftEquipmentField; value: number }
  | { type: 'applyEquipment'; equipment: Equipment }
  | { type: 'add'; list: IngredientListKey; item: IngredientLists[IngredientListKey] }
  | { type: 'update'; list: IngredientListKey; item: IngredientLists[IngredientListKey] }
  | { type: 'remove'; list: IngredientListKey; id: string }
  | { type: 'setQuantity'; list: IngredientListKey; id: string; grams: number }
  | { type: 'setMashSteps'; steps: MashStep[] }
  | { type: 'setFermentationSteps'; steps: FermentationStep[] }
  | { type: 'setWater'; water: RecipeWater | null }
  | { type: 'replace'; draft: RecipeDraft };

type AnyIngredient = IngredientLists[IngredientListKey];

// Rows that did not change keep their identity so memoised table rows skip rendering.
function mapList(list: readonly AnyIngredient[], id: string, change: (row: AnyIngredient) => AnyIngredient) {
  return list.map((row) => (row.id === id ? change(row) : row));
}

/** The recipe's copy of a catalogue equipment (its numbers and mash-water settings, by value). */
export function equipmentCopy(e: Equipment): RecipeDraft['recipeEquipment'] {
  return {
    id: e.id,
    name: e.name,
    batchVolume: e.batchVolume,
    batchTime: e.batchTime,
    efficiency: e.efficiency,
    boilTime: e.boilTime,
    deadSpace: e.deadSpace,
    boilOff: e.boilOff,
    trubLoss: e.trubLoss,
    ...mashWaterSettings(e),
  };
}

/** Applies one edit; untouched parts of the draft keep their identity. */
export function draftReducer(draft: RecipeDraft, action: DraftAction): RecipeDraft {
  switch (action.type) {
    case 'setText':
      return { ...draft, [action.field]: action.value };
    case 'setRecipeType':
      return { ...draft, type: action.value };
    case 'setEquipmentNumber': {
      const recipeEquipment = { ...draft.recipeEquipment, [action.field]: action.value };
      return action.field === 'batchTime'
        ? { ...draft, batchTime: action.value, recipeEquipment }
        : { ...draft, recipeEquipment };
    }
    case 'applyEquipment':
      return {
        ...draft,
        batchTime: action.equipment.batchTime,
        recipeEquipment: equipmentCopy(action.equipment),
      };
    case 'add':
      return { ...draft, [action.list]: [...draft[action.list], action.item] };
    case 'update':
      return { ...draft, [action.list]: mapList(draft[action.list], action.item.id, () => action.item) };
    case 'remove':
      return { ...draft, [action.list]: draft[action.list].filter((row) => row.id !== action.id) };
    case 'setQuantity':
      return {
        ...draft,
        [action.list]: mapList(draft[action.list], action.id, (row) =>
          row.quantity === action.grams ? row : { ...row, quantity: action.grams },
        ),
      };
    case 'setMashSteps':
      return { ...draft, mashSteps: action.steps };
    case 'setFermentationSteps':
      return { ...draft, fermentationSteps: action.steps };
    case 'setWater':
      return { ...draft, water: action.water };
    case 'replace':
      return action.draft;
  }
}

/**
 * A fresh client-side ingredient id: crypto.randomUUID(), or the same v4 layout from
 * crypto.getRandomValues where randomUUID is missing (pages served over plain http to a network).
 */
export function newIngredientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * A recipe ingredient copied from catalogue item `item` with a fresh id and `grams`, as its kind
 * describes the copy (core's recipe-ingredients/); `given` holds what the add modal asked for (a hop's
 * stage, boil time, alpha acid and dry-hop timing).
 */
export function ingredientAdded<L extends IngredientListKey>(
  list: L,
  item: object,
  grams: number,
  given: Record<string, unknown> = {},
): IngredientLists[L] {
  return ingredientFromCatalogue(RECIPE_INGREDIENTS[list], item, {
    id: newIngredientId(),
    quantity: grams,
    ...given,
  }) as unknown as IngredientLists[L];
}
