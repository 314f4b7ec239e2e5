// Water agents: which of a recipe's misc records are its brewing salts and acids, in which vessel and how
// much. BeerXML and BeerJSON have no salt or acid records: tools list them as miscs of type "Water Agent"
// (BeerJSON "water agent"); each reader gives their fields here (beerxml-water.ts, beerjson-water.ts).
//
// Decisions:
// - A water agent is a salt or an acid by Wortsmith's own tag (the salt's or acid's API name), else by its
//   name: gypsum or calcium sulfate; calcium chloride; epsom salt or magnesium sulfate; magnesium chloride;
//   baking soda or sodium bicarbonate; chalk or calcium carbonate; slaked, pickling or hydrated lime or
//   calcium hydroxide; table, canning, kosher, pickling or sea salt or sodium chloride; lactic acid;
//   phosphoric acid. Any other water agent (a blend such as Burton salts, another acid, a fining typed as a
//   water agent) stays a misc, as do the water-agent miscs Wortsmith writes as miscs (they carry a mark).
// - Vessel: a use or name that says sparge: the sparge; mash: the mash. A boil or kettle addition counts
//   with the sparge, with a warning: in the water report a sparge addition reaches the beer but not the
//   mash, as a kettle addition does. Any other use, or none: the mash, with a warning.
// - Amounts: salts in grams (a volume taken at 1 g per mL, with a warning), acids in mL (a weight through
//   the acid's density at its strength). None: left out, with a warning. Outside 0-1000: clamped, with a
//   warning (the recipe's limits, schemas/water.ts).
// - Acid strength: Wortsmith's tag, else a percentage in the name ("Lactic Acid 88%"), else the strength
//   brewers usually buy (lactic 88 %, phosphoric 10 %; water/acids.ts), with a warning.
// - At most 20 salts and 10 acids (the recipe's limits): the rest stay miscs, with a warning.
import { roundTo } from '../rounding';
import { MAX_ACID_ADDITIONS, MAX_SALT_ADDITIONS } from '../schemas/water';
import { ACID_NAMES, ACIDS, type AcidName, acidDensity } from '../water/acids';
import { SALT_NAMES, type SaltName } from '../water/salts';
import type { RecipeWater, WaterVessel } from '../water/water-report';
import type { Warnings } from './model';
import { optionOf } from './option-maps';
import { clamp } from './values';

export type WaterSalt = RecipeWater['salts'][number];
export type WaterAcid = RecipeWater['acids'][number];

/** A recipe's salt and acid additions. */
export interface WaterAgents {
  salts: WaterSalt[];
  acids: WaterAcid[];
}

/** What a file says of one water agent. */
export interface AgentFields {
  name: string;
  /** Wortsmith's own tags: the salt's or acid's API name and the acid's strength; null in other files. */
  salt: string | null;
  acid: string | null;
  strength: number | null;
  /** The file's words for where or when it goes (BeerXML USE, BeerJSON use_for or timing use). */
  use: string | null;
  /** The amount as a weight or as a volume; both null when the file gives none. */
  grams: number | null;
  millilitres: number | null;
}

const SALT_WORDS: readonly (readonly [RegExp, SaltName])[] = [
  [/gypsum|calcium\s*sul(ph|f)ate|\bcaso4/i, 'gypsum'],
  [/calcium\s*chloride|\bcacl2?\b/i, 'calciumChloride'],
  [/epsom|magnesium\s*sul(ph|f)ate|\bmgso4/i, 'epsom'],
  [/magnesium\s*chloride|\bmgcl2?\b/i, 'magnesiumChloride'],
  [
    /baking\s*soda|bicarbonate\s*of\s*soda|sodium\s*(bicarbonate|hydrogen\s*carbonate)|\bnahco3/i,
    'bakingSoda',
  ],
  [/chalk|calcium\s*carbonate|\bcaco3/i, 'chalk'],
  [/(slaked|pickling|hydrated)\s*lime|calcium\s*hydroxide|\bca\(oh\)2/i, 'slakedLime'],
  [
    /sodium\s*chloride|\bnacl\b|(table|canning|kosher|pickling|sea|cooking)\s*salt|^\s*salt\s*$/i,
    'tableSalt',
  ],
];
const ACID_WORDS: readonly (readonly [RegExp, AcidName])[] = [
  [/lactic/i, 'lactic'],
  [/phosphoric/i, 'phosphoric'],
];

const named = <T>(words: readonly (readonly [RegExp, T])[], name: string) =>
  words.find(([pattern]) => pattern.test(name))?.[1];

const MAX_AMOUNT = 1000;

/** An amount within 0-1000 (the recipe's limits), with a warning when clamped. */
function withinLimits(value: number, unit: string, f: AgentFields, recipe: string, warnings: Warnings) {
  if (value >= 0 && value <= MAX_AMOUNT) return value;
  const kept = clamp(value, 0, MAX_AMOUNT);
  warnings.add(
    recipe,
    `"${f.name}": ${value} ${unit} is outside 0-${MAX_AMOUNT} ${unit}: set to ${kept} ${unit}.`,
  );
  return kept;
}

/** The vessel an addition goes in (see the module comment). */
function vesselOf(f: AgentFields, recipe: string, warnings: Warnings): WaterVessel {
  const use = f.use ?? '';
  if (/sparge/i.test(`${use} ${f.name}`)) return 'sparge';
  if (/mash/i.test(`${use} ${f.name}`)) return 'mash';
  if (/boil|kettle/i.test(use)) {
    warnings.add(
      recipe,
      `"${f.name}" is added to the boil: counted with the sparge additions, which reach the beer but not the mash.`,
    );
    return 'sparge';
  }
  warnings.add(
    recipe,
    use
      ? `"${f.name}" is used in "${use}", not the mash or sparge: counted in the mash.`
      : `"${f.name}" names no mash or sparge use: counted in the mash.`,
  );
  return 'mash';
}

/** The acid's strength, % w/w: the tag, a percentage in the name, else the usual strength with a warning. */
function strengthOf(acid: AcidName, f: AgentFields, recipe: string, warnings: Warnings): number {
  const inName = /(\d+(?:[.,]\d+)?)\s*%/.exec(f.name);
  const given = f.strength ?? (inName ? Number(inName[1]!.replace(',', '.')) : null);
  if (given !== null && given > 0 && given <= 100) return given;
  const usual = ACIDS[acid].defaultStrength;
  const said = given === null ? 'gives no strength' : `gives a strength of ${given} %`;
  warnings.add(recipe, `"${f.name}" ${said}: taken as ${usual} %.`);
  return usual;
}

function saltOf(salt: SaltName, f: AgentFields, recipe: string, warnings: Warnings): WaterSalt | null {
  let grams = f.grams;
  if (grams === null && f.millilitres !== null) {
    grams = f.millilitres;
    warnings.add(recipe, `"${f.name}": ${f.millilitres} mL is a volume: taken as ${grams} g.`);
  }
  if (grams === null) {
    warnings.add(recipe, `"${f.name}" has no amount: left out.`);
    return null;
  }
  const vessel = vesselOf(f, recipe, warnings);
  return { salt, grams: withinLimits(grams, 'g', f, recipe, warnings), vessel };
}

function acidOf(acid: AcidName, f: AgentFields, recipe: string, warnings: Warnings): WaterAcid | null {
  if (f.millilitres === null && f.grams === null) {
    warnings.add(recipe, `"${f.name}" has no amount: left out.`);
    return null;
  }
  const strengthPercent = strengthOf(acid, f, recipe, warnings);
  const millilitres = f.millilitres ?? roundTo(f.grams! / acidDensity(acid, strengthPercent), 3);
  const vessel = vesselOf(f, recipe, warnings);
  return { acid, strengthPercent, millilitres: withinLimits(millilitres, 'mL', f, recipe, warnings), vessel };
}

/**
 * Splits a recipe's misc records into its salt and acid additions and the miscs it keeps; `fieldsOf` gives
 * a record's fields when it is a water agent, null for any other misc.
 */
export function splitWaterAgents<T>(
  records: readonly T[],
  fieldsOf: (record: T) => AgentFields | null,
  recipe: string,
  warnings: Warnings,
): { agents: WaterAgents; miscs: T[] } {
  const agents: WaterAgents = { salts: [], acids: [] };
  const miscs: T[] = [];
  for (const record of records) {
    const f = fieldsOf(record);
    const salt = f && (optionOf(SALT_NAMES, f.salt ?? undefined) ?? named(SALT_WORDS, f.name));
    const acid = f && !salt && (optionOf(ACID_NAMES, f.acid ?? undefined) ?? named(ACID_WORDS, f.name));
    const [list, max, kind] = salt
      ? [agents.salts, MAX_SALT_ADDITIONS, 'salt']
      : [agents.acids, MAX_ACID_ADDITIONS, 'acid'];
    if (!f || !(salt || acid)) miscs.push(record);
    else if (list.length >= max) {
      warnings.add(
        recipe,
        `The recipe has more than ${max} ${kind} additions: "${f.name}" is kept as a misc.`,
      );
      miscs.push(record);
    } else if (salt) {
      const addition = saltOf(salt, f, recipe, warnings);
      if (addition) agents.salts.push(addition);
    } else if (acid) {
      const addition = acidOf(acid, f, recipe, warnings);
      if (addition) agents.acids.push(addition);
    }
  }
  return { agents, miscs };
}
