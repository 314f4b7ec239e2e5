// The shapes the API answers with and the web shows (SPEC §3, PRODUCT.md "API conventions").
// Canonical units throughout: grams, litres, EBC, minutes, percent.

import type { CatalogueFieldValues, MashWaterSettings } from './catalogue-kinds';
import type { FermentationStep } from './fermentation-plan';
import type { CatalogueKind, MashStepType, RecipeType, WeightUnit } from './options';
import type { CopiedFrom } from './recipe-history/shared-recipe';
import type {
  COMMON_INGREDIENT_FIELDS,
  IngredientAnswer,
  RECIPE_FERMENTABLE,
  RECIPE_HOP,
  RECIPE_MISC,
  RECIPE_YEAST,
} from './recipe-ingredients';
import type { UserPreferences } from './schemas/preferences';
import type { RecipeWater, WaterReport } from './water/water-report';

/** The signed-in user as `GET /api/users/me` answers: the profile, the weight unit and the preferences. */
export interface CurrentUser extends UserPreferences {
  user_id: string;
  name: string;
  email: string;
  brewery: string | null;
  weightUnit: WeightUnit;
  /** The brewer has been through "Set up your brewery" (or passed it by): false only for a new account. */
  setUp: boolean;
}

/** The browser's session record under local storage key `user` (SPEC §3): the me data plus the token. */
export interface SessionUser extends Partial<CurrentUser> {
  token: string;
}

/** Fields every catalogue item carries. `userId` is the owner; official items belong to OFFICIAL_USER_ID. */
export type CatalogueItemBase = {
  id: string;
  userId: string;
  /** Set on a user's customised copy of an official item: the official item's id (shown as [custom]). */
  officialId: string | null;
  name: string;
  createdAt: string;
  updatedAt: string;
};

/** Equipment profile; the field descriptions (catalogue-kinds/) give units: litres, minutes, Celsius, percent. */
export type Equipment = CatalogueItem<'equipments'>;
/** Fermentable: colour in EBC, potential extract as a specific gravity (the OG formula defaults it to 1.036). */
export type Fermentable = CatalogueItem<'fermentables'>;
/** Hop: acids in percent. */
export type Hop = CatalogueItem<'hops'>;
/** Misc ingredient. */
export type Misc = CatalogueItem<'miscs'>;
/** Yeast: apparent attenuation in percent. */
export type Yeast = CatalogueItem<'yeasts'>;
/** Water profile: the six brewing ions in mg/L. */
export type Water = CatalogueItem<'waters'>;

/** A catalogue item of kind K as the API answers it: the shared fields plus the kind's described fields. */
export type CatalogueItem<K extends CatalogueKind> = CatalogueItemBase & CatalogueFieldValues<K>;

/** Catalogue items by API kind. */
export type CatalogueItems = { [K in CatalogueKind]: CatalogueItem<K> };

/**
 * The recipe's own copy of its equipment; batch volume, batch time, boil time and efficiency live here,
 * and the mash water's settings (catalogue-kinds/equipments.ts: MASH_WATER_FIELDS), null where not given.
 */
export interface RecipeEquipment extends MashWaterSettings {
  /** The catalogue equipment it was copied from, or null when none was chosen. */
  id: string | null;
  /** Empty when no equipment was chosen. */
  name: string;
  batchVolume: number;
  batchTime: number;
  efficiency: number;
  boilTime: number;
  deadSpace: number;
  boilOff: number;
  trubLoss: number;
}

/** Every recipe ingredient has a client-generated id, a name, a description and a quantity in grams. */
export type RecipeIngredientBase = IngredientAnswer<typeof COMMON_INGREDIENT_FIELDS>;

/**
 * A recipe's ingredients as the API answers them, each kind described once in recipe-ingredients/:
 * a fermentable (colour in EBC, potential extract as SG; `percentage` of the grist, computed), a hop
 * addition (its own alpha acid drives the IBU; boil time in minutes; a dry hop's day and duration in
 * minutes, absent in older recipes; `ibu` computed), a misc (time in minutes; `use` absent in older
 * recipes) and a yeast (attenuation in percent, null when unknown: the figures then skip it).
 */
export type RecipeFermentable = IngredientAnswer<(typeof RECIPE_FERMENTABLE)['fields']>;
export type RecipeHop = IngredientAnswer<(typeof RECIPE_HOP)['fields']>;
export type RecipeMisc = IngredientAnswer<(typeof RECIPE_MISC)['fields']>;
export type RecipeYeast = IngredientAnswer<(typeof RECIPE_YEAST)['fields']>;

/** One step of a recipe's mash schedule; the schedule runs in list order. */
export interface MashStep {
  /** Client-generated, like ingredient ids. */
  id: string;
  name: string;
  type: MashStepType;
  /** Step (rest) temperature, Celsius. */
  temperature: number;
  /** Minutes held at the step temperature. */
  time: number;
  description: string | null;
}

export interface Recipe {
  id: string;
  userId: string;
  name: string;
  author: string | null;
  /** A built-in style's name (see BEER_STYLES). */
  style: string;
  type: RecipeType;
  description: string | null;
  /** ISO date (YYYY-MM-DD), set on creation and never edited. */
  creationDate: string;
  notes: string | null;
  /** Mirrors recipeEquipment.batchVolume. */
  volumeLiters: number;
  batchTime: number;
  recipeEquipment: RecipeEquipment;
  recipeFermentables: RecipeFermentable[];
  recipeHops: RecipeHop[];
  recipeMisc: RecipeMisc[];
  recipeYeasts: RecipeYeast[];
  /** The mash schedule in order; empty when the recipe has none. */
  mashSteps: MashStep[];
  /** The fermentation plan in order (°C, days); empty when the recipe has none. */
  fermentationSteps: FermentationStep[];
  /** The water and its treatment; null when the brewer gave none. */
  water: RecipeWater | null;
  /** Computed by the server from the recipe (core's recipeWaterReport), as the recipe screen shows it. */
  waterReport: WaterReport;
  /** Where this copy of a shared or published recipe came from (issue 36); null for the brewer's own. */
  copiedFrom: CopiedFrom | null;
  /** Optimistic concurrency: a save must carry the version it started from (409 otherwise). */
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** The login answer (PRODUCT.md); the server's response schema and the web's session both read it. */
export interface LoginResponse {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
}

/** Every error body: `{ message }`, with every validation message under `errors` on a 400. */
export interface ApiErrorBody {
  message: string;
  errors?: string[];
}
