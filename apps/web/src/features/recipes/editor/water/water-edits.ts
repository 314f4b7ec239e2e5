// Edits of a recipe's water, as the Water section makes them: each returns a new water and leaves the rest
// as it was. A recipe without water starts from distilled water with nothing added.
import {
  ACIDS,
  type AcidName,
  type AcidToTarget,
  DISTILLED_WATER,
  IONS,
  type Ion,
  type IonProfile,
  type RecipeWater,
  roundTo,
  type SaltName,
  type WaterVessel,
} from '@wortsmith/core';

/** How the section's parts change the water: a function of the water as it is when the edit applies. */
export type WaterEdit = (change: (water: RecipeWater) => RecipeWater) => void;

export type WaterSalt = RecipeWater['salts'][number];
export type WaterAcid = RecipeWater['acids'][number];

/** The water being edited: the recipe's, or distilled water when it has none. */
export function waterOrDistilled(water: RecipeWater | null): RecipeWater {
  return water ?? DISTILLED_WATER;
}

/** The six ions of a water profile (a catalogue item), missing ones as 0. */
export function ionsOf(item: Partial<Record<Ion, number | null>>): IonProfile {
  return Object.fromEntries(IONS.map((ion) => [ion, item[ion] ?? 0])) as IonProfile;
}

/** The source set to a catalogue profile (its ions copied), or to no profile (`null`: the ions stay). */
export function withSourceProfile(
  water: RecipeWater,
  profile: { id: string; ions: IonProfile } | null,
): RecipeWater {
  return profile
    ? { ...water, sourceWaterId: profile.id, source: { ...profile.ions } }
    : { ...water, sourceWaterId: null };
}

/** One source ion typed in: the source is then the brewer's own figures, no longer a profile's. */
export function withSourceIon(water: RecipeWater, ion: Ion, value: number): RecipeWater {
  return { ...water, sourceWaterId: null, source: { ...water.source, [ion]: value } };
}

/** The target set to a catalogue profile, or to none (`null`: the style's suggestion is shown again). */
export function withTargetProfile(
  water: RecipeWater,
  profile: { id: string; ions: IonProfile } | null,
): RecipeWater {
  return profile
    ? { ...water, targetWaterId: profile.id, target: { ...profile.ions } }
    : { ...water, targetWaterId: null, target: null };
}

/** A salt row changed. */
export function withSalt(water: RecipeWater, index: number, change: Partial<WaterSalt>): RecipeWater {
  return { ...water, salts: water.salts.map((row, i) => (i === index ? { ...row, ...change } : row)) };
}

/** An acid row changed. */
export function withAcid(water: RecipeWater, index: number, change: Partial<WaterAcid>): RecipeWater {
  return { ...water, acids: water.acids.map((row, i) => (i === index ? { ...row, ...change } : row)) };
}

/** A new salt row: 0 g of gypsum in the mash. */
export function withNewSalt(water: RecipeWater): RecipeWater {
  return { ...water, salts: [...water.salts, { salt: 'gypsum', grams: 0, vessel: 'mash' }] };
}

/** A new acid row: 0 mL of lactic acid at its usual strength, in the mash. */
export function withNewAcid(water: RecipeWater): RecipeWater {
  const strengthPercent = ACIDS.lactic.defaultStrength;
  return {
    ...water,
    acids: [...water.acids, { acid: 'lactic', strengthPercent, millilitres: 0, vessel: 'mash' }],
  };
}

/** The water without salt row `index`. */
export function withoutSalt(water: RecipeWater, index: number): RecipeWater {
  return { ...water, salts: water.salts.filter((_, i) => i !== index) };
}

/** The water without acid row `index`. */
export function withoutAcid(water: RecipeWater, index: number): RecipeWater {
  return { ...water, acids: water.acids.filter((_, i) => i !== index) };
}

const add = (a: number, b: number) => roundTo(a + b, 2);

/** `grams` more of `salt` in `vessel`: on the row that already has it there, else on a new row. */
export function withMoreSalt(
  water: RecipeWater,
  salt: SaltName,
  grams: number,
  vessel: WaterVessel,
): RecipeWater {
  const index = water.salts.findIndex((row) => row.salt === salt && row.vessel === vessel);
  if (index < 0) return { ...water, salts: [...water.salts, { salt, grams, vessel }] };
  return withSalt(water, index, { grams: add(water.salts[index]!.grams, grams) });
}

/** `millilitres` more of `acid` at `strengthPercent` in the mash: on the row that has it, else a new row. */
export function withMoreAcid(
  water: RecipeWater,
  acid: AcidName,
  strengthPercent: number,
  millilitres: number,
): RecipeWater {
  const index = water.acids.findIndex(
    (row) => row.acid === acid && row.strengthPercent === strengthPercent && row.vessel === 'mash',
  );
  if (index < 0)
    return { ...water, acids: [...water.acids, { acid, strengthPercent, millilitres, vessel: 'mash' }] };
  return withAcid(water, index, { millilitres: add(water.acids[index]!.millilitres, millilitres) });
}

/** What the mash pH suggestion offers to add: an acid, or baking soda. */
export type PhCorrection = 'lactic' | 'phosphoric' | 'bakingSoda';

/** The water with the suggestion's `correction` added to the mash. */
export function withPhCorrection(
  water: RecipeWater,
  advice: AcidToTarget,
  correction: PhCorrection,
): RecipeWater {
  switch (correction) {
    case 'lactic':
      return withMoreAcid(water, 'lactic', advice.lacticStrength, advice.lacticMillilitres);
    case 'phosphoric':
      return withMoreAcid(water, 'phosphoric', advice.phosphoricStrength, advice.phosphoricMillilitres);
    case 'bakingSoda':
      return withMoreSalt(water, 'bakingSoda', advice.bakingSodaGrams, 'mash');
  }
}

/**
 * The salts "Match target" proposed, in place of every salt addition the water had, and the target they
 * were matched to (a suggested target is kept with the recipe from then on).
 */
export function withMatchedSalts(
  water: RecipeWater,
  salts: readonly WaterSalt[],
  target: { id: string | null; ions: IonProfile },
): RecipeWater {
  return { ...water, salts: [...salts], targetWaterId: target.id, target: { ...target.ions } };
}
