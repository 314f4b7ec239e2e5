// A recipe's water in BeerXML, both ways. The source is a WATER record (ions in ppm, AMOUNT in litres: the
// recipe's total water, or its batch volume without grain) and the dilution a second, distilled WATER
// with its share of the water; salts and acids are MISC records of TYPE "Water Agent" with USE Mash or
// Sparge, TIME 0 and AMOUNT in kg (salts) or litres (acids, AMOUNT_IS_WEIGHT FALSE). What BeerXML cannot
// hold rides in WORTSMITH_* tags: each agent's salt or acid (WORTSMITH_SALT, WORTSMITH_ACID) and strength
// (WORTSMITH_ACID_STRENGTH), and on the recipe a WORTSMITH_WATER block with the water ids, the exact
// dilution, the target profile, the grain temperature and the target mash pH (the grain temperature also
// goes to MASH GRAIN_TEMP, 20 °C when unknown). A recipe misc of TYPE Water Agent is marked
// WORTSMITH_RECIPE_MISC so that it comes back as a misc. Reading other tools' files: recipe-water.ts and
// water-agents.ts.

import { roundTo } from '../rounding';
import type { RecipeMiscInput } from '../schemas/recipe';
import { ACIDS } from '../water/acids';
import { EMPTY_PROFILE, IONS, type IonProfile } from '../water/ions';
import { saltDisplayName } from '../water/salts';
import type { RecipeWater } from '../water/water-report';
import { element, type Fields, thousandth } from './beerxml-element';
import { nameOf, waterFields, xmlNumber, xmlText } from './beerxml-fields';
import type { RecipeDraft, Warnings } from './model';
import { miscTypeFrom } from './option-maps';
import { ionsOf, type OwnWater, toRecipeWater, writtenWaterLitres } from './recipe-water';
import { booleanOf, kgToGrams } from './values';
import {
  type AgentFields,
  splitWaterAgents,
  type WaterAcid,
  type WaterAgents,
  type WaterSalt,
} from './water-agents';
import { childElement, childText, elementsOf, type XmlElement } from './xml-document';

const ionTag = (ion: string) => ion.toUpperCase();

/** A water agent's fields, or null for any other misc (and for a recipe misc Wortsmith marked as such). */
function agentFields(el: XmlElement): AgentFields | null {
  const salt = xmlText(el, 'WORTSMITH_SALT');
  const acid = xmlText(el, 'WORTSMITH_ACID');
  const waterAgent = miscTypeFrom(childText(el, 'TYPE')) === 'Water Agent';
  if (!salt && !acid && (!waterAgent || booleanOf(childText(el, 'WORTSMITH_RECIPE_MISC')))) return null;
  const amount = xmlNumber(el, 'AMOUNT');
  // AMOUNT is kg when AMOUNT_IS_WEIGHT is true, else litres (BeerXML's default).
  const isWeight = booleanOf(childText(el, 'AMOUNT_IS_WEIGHT'));
  return {
    name: nameOf(el, 'Water agent'),
    salt,
    acid,
    strength: xmlNumber(el, 'WORTSMITH_ACID_STRENGTH'),
    use: xmlText(el, 'USE'),
    grams: amount !== null && isWeight ? kgToGrams(amount) : null,
    millilitres: amount !== null && !isWeight ? roundTo(amount * 1000, 3) : null,
  };
}

/** A recipe's MISC records split into its salts and acids and the miscs it keeps. */
export function splitBeerXmlMiscs(el: XmlElement, recipe: string, warnings: Warnings) {
  return splitWaterAgents(elementsOf(el.MISCS, 'MISC'), agentFields, recipe, warnings);
}

function ownWater(block: XmlElement | undefined): OwnWater | null {
  if (!block) return null;
  const target = childElement(block, 'TARGET');
  return {
    sourceWaterId: xmlText(block, 'SOURCE_WATER_ID'),
    targetWaterId: xmlText(block, 'TARGET_WATER_ID'),
    dilutionPercent: xmlNumber(block, 'DILUTION_PERCENT'),
    target: target ? ionsOf(waterFields(target)) : null,
    grainTemperature: xmlNumber(block, 'GRAIN_TEMPERATURE'),
    targetMashPh: xmlNumber(block, 'TARGET_MASH_PH'),
  };
}

/** The recipe's water from its WATERS, its salts and acids and its WORTSMITH_WATER block. */
export function beerXmlWater(
  el: XmlElement,
  agents: WaterAgents,
  recipe: string,
  warnings: Warnings,
): RecipeWater | null {
  const waters = elementsOf(el.WATERS, 'WATER').map((w) => {
    const fields = waterFields(w);
    return { name: fields.name, ions: ionsOf(fields), litres: xmlNumber(w, 'AMOUNT') };
  });
  const mash = childElement(el, 'MASH');
  return toRecipeWater(
    {
      waters,
      agents,
      own: ownWater(childElement(el, 'WORTSMITH_WATER')),
      mashGrainTemperature: mash ? xmlNumber(mash, 'GRAIN_TEMP') : null,
    },
    recipe,
    warnings,
  );
}

function water(name: string, litres: number, ions: IonProfile): Fields {
  return {
    NAME: name,
    VERSION: 1,
    AMOUNT: litres,
    ...Object.fromEntries(IONS.map((i) => [ionTag(i), ions[i]])),
  };
}

const USE = { mash: 'Mash', sparge: 'Sparge' } as const;

function saltRecord(s: WaterSalt): Fields {
  return {
    NAME: saltDisplayName(s.salt),
    VERSION: 1,
    TYPE: 'Water Agent',
    USE: USE[s.vessel],
    TIME: 0,
    AMOUNT: thousandth(s.grams),
    AMOUNT_IS_WEIGHT: 'TRUE',
    WORTSMITH_SALT: s.salt,
  };
}

function acidRecord(a: WaterAcid): Fields {
  return {
    NAME: `${ACIDS[a.acid].displayName} ${a.strengthPercent}%`,
    VERSION: 1,
    TYPE: 'Water Agent',
    USE: USE[a.vessel],
    TIME: 0,
    AMOUNT: thousandth(a.millilitres),
    AMOUNT_IS_WEIGHT: 'FALSE',
    WORTSMITH_ACID: a.acid,
    WORTSMITH_ACID_STRENGTH: a.strengthPercent,
  };
}

/** The mark that keeps a recipe misc of TYPE Water Agent a misc when it is read back. */
export function recipeMiscMark(m: RecipeMiscInput): Fields {
  return m.type === 'Water Agent' ? { WORTSMITH_RECIPE_MISC: 'TRUE' } : {};
}

/** A recipe's water as BeerXML: its WATER records, its salts and acids as MISCs and its WORTSMITH_WATER block. */
export function beerXmlWaterRecords(r: RecipeDraft): {
  waters: Fields[];
  agents: Fields[];
  block: Fields | null;
} {
  const w = r.water;
  if (!w) return { waters: [], agents: [], block: null };
  const litres = writtenWaterLitres(r, w);
  const waters = [water('Source water', litres.source, w.source)];
  if (w.dilutionPercent > 0) waters.push(water('Distilled water', litres.distilled, EMPTY_PROFILE));
  return {
    waters,
    agents: [...w.salts.map(saltRecord), ...w.acids.map(acidRecord)],
    block: element({
      SOURCE_WATER_ID: w.sourceWaterId,
      TARGET_WATER_ID: w.targetWaterId,
      DILUTION_PERCENT: w.dilutionPercent,
      TARGET: w.target ? Object.fromEntries(IONS.map((i) => [ionTag(i), w.target![i]])) : null,
      GRAIN_TEMPERATURE: w.grainTemperature,
      TARGET_MASH_PH: w.targetMashPh,
    }),
  };
}
