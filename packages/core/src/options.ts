// The option lists of SPEC §3 and §5, exported once and used by schemas, forms and the database.

/** Weight unit a user chooses in settings (SPEC §2.6); grams is the default. */
export const WEIGHT_UNITS = ['g', 'oz'] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];
export const DEFAULT_WEIGHT_UNIT: WeightUnit = 'g';

/** Fermentable types, catalogue and recipe alike. */
export const FERMENTABLE_TYPES = ['Base', 'Specialty', 'Adjunct'] as const;
export type FermentableType = (typeof FERMENTABLE_TYPES)[number];

/**
 * How a fermentable gives its sugar (issue 31): mashed (the mash efficiency applies), steeped (specialty
 * grain steeped in an extract brew: the steeping yield of `staged-gravity.ts`), not mashed (malt extract,
 * sugar, honey, syrup: all of its extract) or added after the boil (in the fermenter: all of its extract,
 * but not in the kettle the hops are boiled in). Missing means mashed, as SPEC §9's formula counts it.
 */
export const FERMENTABLE_CONTRIBUTIONS = ['mashed', 'steeped', 'notMashed', 'afterBoil'] as const;
export type FermentableContribution = (typeof FERMENTABLE_CONTRIBUTIONS)[number];
export const DEFAULT_FERMENTABLE_CONTRIBUTION: FermentableContribution = 'mashed';

/** Hop forms (the hop's `type`). */
export const HOP_TYPES = ['Pellet', 'Whole', 'Cryo', 'CO2 Extract'] as const;
export type HopType = (typeof HOP_TYPES)[number];

/** What a hop is mostly used for (catalogue `useType`). */
export const HOP_USE_TYPES = ['Aroma', 'Bittering', 'Dual-purpose'] as const;
export type HopUseType = (typeof HOP_USE_TYPES)[number];

/** The hop form's initial use type: shown, but not an allowed value (SPEC §2.5, §5). */
export const HOP_FORM_DEFAULT_USE_TYPE = 'Boil';

/** When a hop goes into a recipe (recipe hop `usageStage`). */
export const HOP_USAGE_STAGES = ['Boil', 'Dry Hop', 'Whirlpool', 'Mash', 'First Wort'] as const;
export type HopUsageStage = (typeof HOP_USAGE_STAGES)[number];

/** Misc types. */
export const MISC_TYPES = ['Flavor', 'Fining', 'Herb', 'Spice', 'Water Agent', 'Other'] as const;
export type MiscType = (typeof MISC_TYPES)[number];

/** Yeast types. */
export const YEAST_TYPES = ['Ale', 'Lager', 'Hybrid', 'Champagne', 'Wheat', 'Wine', 'Other'] as const;
export type YeastType = (typeof YEAST_TYPES)[number];

/** Yeast forms on the catalogue form. */
export const YEAST_FORMS = ['Dry', 'Liquid', 'Culture', 'Slant'] as const;
export type YeastForm = (typeof YEAST_FORMS)[number];

/** Yeast flocculations on the catalogue form. */
export const YEAST_FLOCCULATIONS = ['Low', 'Medium', 'Medium - High', 'High', 'Very High'] as const;
export type YeastFlocculation = (typeof YEAST_FLOCCULATIONS)[number];

/** Yeast forms offered by the recipe's Update Yeast modal (SPEC §3). */
export const RECIPE_YEAST_FORMS = ['Dry', 'Liquid', 'Culture', 'Slurry'] as const;
export type RecipeYeastForm = (typeof RECIPE_YEAST_FORMS)[number];

/** Yeast flocculations offered by the recipe's Update Yeast modal (SPEC §3). */
export const RECIPE_YEAST_FLOCCULATIONS = ['High', 'Medium', 'Low'] as const;
export type RecipeYeastFlocculation = (typeof RECIPE_YEAST_FLOCCULATIONS)[number];

/** Recipe types; new recipes are All Grain. */
export const RECIPE_TYPES = ['All Grain', 'Extract', 'Partial Mash'] as const;
export type RecipeType = (typeof RECIPE_TYPES)[number];
export const DEFAULT_RECIPE_TYPE: RecipeType = 'All Grain';

/** Kinds of mash step (BeerXML's and BeerJSON's shared three). */
export const MASH_STEP_TYPES = ['Infusion', 'Temperature', 'Decoction'] as const;
export type MashStepType = (typeof MASH_STEP_TYPES)[number];

/** The catalogue kinds, as they appear in API paths: SPEC §7's five and the water profiles. */
export const CATALOGUE_KINDS = ['equipments', 'fermentables', 'hops', 'miscs', 'yeasts', 'waters'] as const;
export type CatalogueKind = (typeof CATALOGUE_KINDS)[number];

/** Owner id of the official catalogue: a system account that cannot log in (PRODUCT.md). */
export const OFFICIAL_USER_ID = '00000000-0000-4000-8000-000000000000';

/** Colour methods (a display choice, `calculation-methods.ts`): the specification's formula (default) or Morey's. */
export const COLOR_METHODS = ['spec', 'morey'] as const;
export type ColorMethod = (typeof COLOR_METHODS)[number];

/** Bitterness methods: the specification's Tinseth (default) or Tinseth with stage-aware utilisation. */
export const IBU_METHODS = ['spec', 'staged'] as const;
export type IbuMethod = (typeof IBU_METHODS)[number];

/**
 * Gravity methods: the specification's OG (default: the efficiency applies to every fermentable) or by
 * stage (`staged-gravity.ts`: the efficiency only to mashed fermentables).
 */
export const GRAVITY_METHODS = ['spec', 'byStage'] as const;
export type GravityMethod = (typeof GRAVITY_METHODS)[number];

/** How the grain is rinsed after the mash; "No sparge" (brew in a bag) mashes with all the water. */
export const SPARGE_METHODS = ['Batch', 'Fly', 'No sparge'] as const;
export type SpargeMethod = (typeof SPARGE_METHODS)[number];

/** The words a select shows for an option value that is not itself a word (the others show as they are). */
const OPTION_LABELS: Readonly<Record<string, string>> = {
  mashed: 'Mashed',
  steeped: 'Steeped',
  notMashed: 'Not mashed (extract, sugar)',
  afterBoil: 'Added after the boil',
};

/** An option value as a select or a summary shows it: "notMashed" reads "Not mashed (extract, sugar)". */
export function optionLabel(value: string): string {
  return OPTION_LABELS[value] ?? value;
}
