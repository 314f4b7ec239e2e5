// The shapes the API answers with and the web shows (SPEC §3, PRODUCT.md "API conventions").
// Canonical units throughout: grams, litres, EBC, minutes, percent.
import type {
  FermentableType,
  HopType,
  HopUsageStage,
  HopUseType,
  MashStepType,
  MiscType,
  RecipeType,
  WeightUnit,
  YeastFlocculation,
  YeastForm,
  YeastType,
} from './options';

/** The signed-in user as `GET /api/users/me` answers. */
export interface CurrentUser {
  user_id: string;
  name: string;
  email: string;
  brewery: string | null;
  weightUnit: WeightUnit;
}

/** The browser's session record under local storage key `user` (SPEC §3): the me data plus the token. */
export interface SessionUser extends Partial<CurrentUser> {
  token: string;
}

/** Fields every catalogue item carries. `userId` is the owner; official items belong to OFFICIAL_USER_ID. */
export interface CatalogueItemBase {
  id: string;
  userId: string;
  /** Set on a user's customised copy of an official item: the official item's id (shown as [custom]). */
  officialId: string | null;
  name: string;
  createdAt: string;
  updatedAt: string;
}

export interface Equipment extends CatalogueItemBase {
  description: string | null;
  /** Brewhouse efficiency, percent. */
  efficiency: number;
  /** Litres. */
  batchVolume: number;
  /** Minutes. */
  batchTime: number;
  /** Minutes. */
  boilTime: number;
  /** Celsius. */
  boilTemperature: number;
  /** Litres per hour of boil. */
  boilOff: number;
  /** Litres. */
  trubLoss: number;
  /** Litres. */
  deadSpace: number;
}

export interface Fermentable extends CatalogueItemBase {
  supplier: string | null;
  description: string | null;
  type: FermentableType;
  /** Colour, EBC ("Color Degree"). */
  ebc: number | null;
  /** Specific gravity of one pound in one US gallon, e.g. 1.037; the OG formula defaults it to 1.036. */
  potentialExtract: number | null;
}

export interface Hop extends CatalogueItemBase {
  supplier: string;
  description: string | null;
  countryOfOrigin: string | null;
  type: HopType | null;
  useType: HopUseType;
  /** Percent. */
  alphaAcidContent: number | null;
  /** Percent. */
  betaAcidContent: number | null;
}

export interface Misc extends CatalogueItemBase {
  supplier: string | null;
  description: string | null;
  countryOfOrigin: string | null;
  type: MiscType;
  useType: string | null;
}

export interface Yeast extends CatalogueItemBase {
  manufacturer: string | null;
  description: string | null;
  flavorProfile: string | null;
  type: YeastType;
  form: YeastForm;
  flocculation: YeastFlocculation | null;
  /** Apparent attenuation, percent. */
  attenuation: number | null;
  temperatureRange: string | null;
  alcoholTolerance: string | null;
}

/** Catalogue items by API kind. */
export interface CatalogueItems {
  equipments: Equipment;
  fermentables: Fermentable;
  hops: Hop;
  miscs: Misc;
  yeasts: Yeast;
}

/** The recipe's own copy of its equipment; batch volume, batch time, boil time and efficiency live here. */
export interface RecipeEquipment {
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

/** Every recipe ingredient has a client-generated id and a quantity in grams. */
export interface RecipeIngredientBase {
  id: string;
  name: string;
  description: string | null;
  /** Grams. */
  quantity: number;
}

export interface RecipeFermentable extends RecipeIngredientBase {
  type: FermentableType;
  supplier: string | null;
  ebc: number | null;
  potentialExtract: number | null;
  /** Share of total fermentable weight, percent, 2 decimals (computed). */
  percentage: number;
}

export interface RecipeHop extends RecipeIngredientBase {
  supplier: string | null;
  /** The alpha acid used for this addition's IBU (entered in the add modal, prefilled from the catalogue). */
  alphaAcidContent: number;
  betaAcidContent: number | null;
  /** Minutes. */
  boilTime: number;
  usageStage: HopUsageStage;
  /** Computed. */
  ibu: number;
}

export interface RecipeMisc extends RecipeIngredientBase {
  /** Minutes. */
  time: number;
  type: MiscType;
}

export interface RecipeYeast extends RecipeIngredientBase {
  manufacturer: string | null;
  type: YeastType;
  /** A catalogue form, or Slurry from the Update Yeast modal. */
  form: string;
  flocculation: string | null;
  /** Percent; null when unknown (the figures then skip this yeast). */
  attenuation: number | null;
  flavorProfile: string | null;
  temperatureRange: string | null;
  alcoholTolerance: string | null;
}

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
  /** Optimistic concurrency: a save must carry the version it started from (409 otherwise). */
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** `POST /api/users/login` answer (PRODUCT.md). */
export interface LoginResponse {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
}

/** Error bodies: `{ message }`, with every validation message under `errors` on a 400. */
export interface ApiError {
  message: string;
  errors?: string[];
}
