// A recipe's water in BeerJSON, both ways. The source is a water addition (ingredients.water_additions: six
// ions in mg/l and an amount, the recipe's total water or its batch volume without grain) and the dilution
// a second, distilled water addition with its share of the water. BeerJSON has no salt or acid type: they
// are miscellaneous additions of type "water agent" with use_for Mash or Sparge (the mash ones also timed
// add_to_mash), salts in g and acids in ml. What BeerJSON has no field for rides in `wortsmith` objects:
// each agent's salt or acid and strength, and on the source water addition the water ids, the exact
// dilution, the target profile, the grain temperature and the target mash pH (the grain temperature also
// goes to the mash's grain_temperature, 20 °C when unknown). A recipe misc of type water agent is marked
// `recipe_misc` so that it comes back as a misc. Reading other tools' files: recipe-water.ts and
// water-agents.ts.
import { ACIDS } from '../water/acids';
import { EMPTY_PROFILE, IONS, type IonProfile } from '../water/ions';
import { saltDisplayName } from '../water/salts';
import type { RecipeWater } from '../water/water-report';
import { extension, type Json, q } from './beerjson-build';
import { waterOf } from './beerjson-fields';
import { celsius, grams, litres, millilitres, quantityOf, timeQuantity } from './beerjson-units';
import { type JsonObject, list, object, text } from './json-values';
import type { RecipeDraft, Warnings } from './model';
import { miscTypeFrom } from './option-maps';
import { type FileIons, ionsOf, type OwnWater, toRecipeWater, writtenWaterLitres } from './recipe-water';
import {
  type AgentFields,
  splitWaterAgents,
  type WaterAcid,
  type WaterAgents,
  type WaterSalt,
} from './water-agents';

const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** A water agent's fields, or null for any other misc (and for a recipe misc Wortsmith marked as such). */
function agentFields(m: JsonObject): AgentFields | null {
  const x = object(m.wortsmith) ?? {};
  const salt = text(x.salt);
  const acid = text(x.acid);
  const waterAgent = miscTypeFrom(text(m.type) ?? undefined) === 'Water Agent';
  if (!salt && !acid && (!waterAgent || x.recipe_misc === true)) return null;
  const amount = quantityOf(m.amount);
  return {
    name: text(m.name) ?? 'Water agent',
    salt,
    acid,
    strength: num(x.strength),
    // use_for may say only what it is for ("Water adjustment"): the timing's use still says where.
    use: [text(m.use_for), text(object(m.timing)?.use)].filter((word) => word !== null).join(', ') || null,
    grams: grams(amount),
    millilitres: millilitres(amount),
  };
}

/** A recipe's miscellaneous additions split into its salts and acids and the miscs it keeps. */
export function splitBeerJsonMiscs(ingredients: JsonObject, recipe: string, warnings: Warnings) {
  return splitWaterAgents(list(ingredients.miscellaneous_additions), agentFields, recipe, warnings);
}

function ownWater(first: JsonObject | undefined): OwnWater | null {
  const x = first ? object(first.wortsmith) : undefined;
  if (!x) return null;
  const target = object(x.target);
  return {
    sourceWaterId: text(x.source_water_id),
    targetWaterId: text(x.target_water_id),
    dilutionPercent: num(x.dilution_percent),
    target: target ? (Object.fromEntries(IONS.map((ion) => [ion, num(target[ion])])) as FileIons) : null,
    grainTemperature: num(x.grain_temperature),
    targetMashPh: num(x.target_mash_ph),
  };
}

/** The recipe's water from its water additions, its salts and acids and the `wortsmith` object of the first. */
export function beerJsonWater(
  r: JsonObject,
  agents: WaterAgents,
  recipe: string,
  warnings: Warnings,
): RecipeWater | null {
  const additions = list(object(r.ingredients)?.water_additions);
  const waters = additions.map((w) => {
    const fields = waterOf(w);
    return { name: fields.name, ions: ionsOf(fields), litres: litres(quantityOf(w.amount)) };
  });
  return toRecipeWater(
    {
      waters,
      agents,
      own: ownWater(additions[0]),
      mashGrainTemperature: celsius(quantityOf(object(r.mash)?.grain_temperature)),
    },
    recipe,
    warnings,
  );
}

function waterAddition(name: string, litres: number, ions: IonProfile, own: Json | null = null): Json {
  const profile = Object.fromEntries(IONS.map((ion) => [ion, q('mg/l', ions[ion])]));
  return { name, ...profile, amount: q('l', litres), ...(own ? { wortsmith: own } : {}) };
}

/** A recipe's water additions (none without water); the first carries the rest of the recipe's water. */
export function waterAdditionsJson(r: RecipeDraft): Json[] {
  const w = r.water;
  if (!w) return [];
  const amounts = writtenWaterLitres(r, w);
  // Always an object (dilution_percent is never null), so the reader knows the file for Wortsmith's own.
  const own = extension({
    source_water_id: w.sourceWaterId,
    target_water_id: w.targetWaterId,
    dilution_percent: w.dilutionPercent,
    target: w.target,
    grain_temperature: w.grainTemperature,
    target_mash_ph: w.targetMashPh,
  });
  const additions = [waterAddition('Source water', amounts.source, w.source, own)];
  if (w.dilutionPercent > 0)
    additions.push(waterAddition('Distilled water', amounts.distilled, EMPTY_PROFILE));
  return additions;
}

const USE_FOR = { mash: 'Mash', sparge: 'Sparge' } as const;
const timing = (vessel: 'mash' | 'sparge') =>
  vessel === 'mash' ? { use: 'add_to_mash', time: timeQuantity(0) } : { time: timeQuantity(0) };

function saltAddition(s: WaterSalt): Json {
  return {
    name: saltDisplayName(s.salt),
    type: 'water agent',
    use_for: USE_FOR[s.vessel],
    amount: q('g', s.grams),
    timing: timing(s.vessel),
    wortsmith: { salt: s.salt },
  };
}

function acidAddition(a: WaterAcid): Json {
  return {
    name: `${ACIDS[a.acid].displayName} ${a.strengthPercent}%`,
    type: 'water agent',
    use_for: USE_FOR[a.vessel],
    amount: q('ml', a.millilitres),
    timing: timing(a.vessel),
    wortsmith: { acid: a.acid, strength: a.strengthPercent },
  };
}

/** A recipe's salts and acids as miscellaneous additions (none without water). */
export function waterAgentAdditions(water: RecipeWater | null): Json[] {
  return water ? [...water.salts.map(saltAddition), ...water.acids.map(acidAddition)] : [];
}
