// An equipment in BeerJSON, both ways. BeerJSON describes vessels: the kettle (boil-off, trub loss), the
// mash tun (dead space as its loss, grain absorption, weight and specific heat) and the fermenter (its
// loss). Wortsmith's mash tun heat capacity, litres of water the tun weighs like, is written as that
// weight at water's specific heat (1 cal/g·°C) and read back as weight × specific heat. What BeerJSON has
// no field for (efficiency, batch volume and times, boil temperature, mash thickness, sparge method)
// rides in each vessel's `wortsmith` object, as do the recipe's own description, batch time and its
// fermentation steps' kinds and ramps.

import { roundTo } from '../rounding';
import { compact, extension, type Json, q, qOrNull } from './beerjson-build';
import { caloriesPerGramDegree, grams, litres, litresPerKg, quantityOf } from './beerjson-units';
import type { EquipmentFields } from './drafts';
import { type FermentationExtra, fermentationExtrasOf } from './fermentation-stages';
import { type JsonObject, list, object, text } from './json-values';
import { type EquipmentLike, preBoilLitres } from './model';

const ext = (o: JsonObject | undefined) => (o ? object(o.wortsmith) : undefined) ?? {};
const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

const vesselOf = (e: JsonObject, form: string) =>
  list(e.equipment_items).find((item) => text(item.form)?.toLowerCase() === form.toLowerCase());

/** What Wortsmith wrote on an equipment's kettle about its recipe (BeerJSON's recipe has no place for it). */
export function recipeExtras(e: JsonObject): {
  batchTime: number | null;
  description: string | null;
  fermentation: FermentationExtra[];
} {
  const x = ext(vesselOf(e, 'Brew Kettle'));
  return {
    batchTime: num(x.recipe_batch_time),
    description: text(x.recipe_description),
    fermentation: fermentationExtrasOf(x.recipe_fermentation),
  };
}

/** The litres of water a tun weighs like: its weight (kg) × its specific heat (cal/g·°C); null without both. */
function tunHeatCapacity(tun: JsonObject | undefined): number | null {
  const weight = grams(quantityOf(tun?.weight));
  const heat = caloriesPerGramDegree(quantityOf(tun?.specific_heat));
  return weight === null || heat === null ? null : roundTo((weight / 1000) * heat, 3);
}

/** An equipment's fields from its vessels: kettle boil-off and loss, mash tun dead space, fermenter volume. */
export function beerJsonEquipment(e: JsonObject): EquipmentFields {
  const vessel = (form: string) => vesselOf(e, form);
  const kettle = vessel('Brew Kettle');
  const tun = vessel('Mash Tun') ?? vessel('Lauter Tun');
  const fermenter = vessel('Fermenter');
  const x = ext(kettle);
  const loss = (item: JsonObject | undefined) => litres(quantityOf(item?.loss)) ?? 0;
  const absorption = [tun, ...list(e.equipment_items)]
    .map((item) => litresPerKg(quantityOf(item?.grain_absorption_rate)))
    .find((value) => value !== null);
  return {
    name: text(e.name) ?? '',
    description: text(kettle?.notes),
    efficiency: num(x.efficiency),
    batchVolume: num(x.batch_volume) ?? litres(quantityOf(fermenter?.maximum_volume)),
    batchTime: num(x.batch_time),
    boilTime: num(x.boil_time),
    boilTemperature: num(x.boil_temperature),
    boilOff: Math.max(0, litres(quantityOf(kettle?.boil_rate_per_hour)) ?? 0),
    trubLoss: Math.max(0, loss(kettle)),
    deadSpace: Math.max(0, loss(tun)),
    grainAbsorption: absorption ?? null,
    mashThickness: num(ext(tun).mash_thickness),
    spargeMethod: text(ext(tun).sparge_method),
    mashTunHeatCapacity: tunHeatCapacity(tun),
    fermenterLoss:
      fermenter && ext(fermenter).loss_unknown !== true ? litres(quantityOf(fermenter.loss)) : null,
  };
}

/** An equipment as BeerJSON vessels; `recipe` holds a recipe's own fields BeerJSON's recipe has no place for. */
export function equipmentJson(e: EquipmentLike, recipe: Json = {}): Json {
  const preBoil = preBoilLitres(e);
  return {
    name: e.name,
    equipment_items: [
      compact({
        name: 'Kettle',
        form: 'Brew Kettle',
        maximum_volume: q('l', preBoil),
        loss: q('l', e.trubLoss),
        boil_rate_per_hour: q('l', e.boilOff),
        notes: e.description,
        wortsmith: compact({
          efficiency: e.efficiency,
          batch_volume: e.batchVolume,
          batch_time: e.batchTime,
          boil_time: e.boilTime,
          boil_temperature: e.boilTemperature,
          ...recipe,
        }),
      }),
      compact({
        name: 'Mash tun',
        form: 'Mash Tun',
        maximum_volume: q('l', preBoil),
        loss: q('l', e.deadSpace),
        grain_absorption_rate: qOrNull('l/kg', e.grainAbsorption),
        weight: qOrNull('kg', e.mashTunHeatCapacity),
        specific_heat: e.mashTunHeatCapacity === null ? null : q('Cal/(g C)', 1),
        wortsmith: extension({ mash_thickness: e.mashThickness, sparge_method: e.spargeMethod }),
      }),
      compact({
        name: 'Fermenter',
        form: 'Fermenter',
        maximum_volume: q('l', e.batchVolume),
        loss: q('l', e.fermenterLoss ?? 0),
        wortsmith: extension({ loss_unknown: e.fermenterLoss === null ? true : null }),
      }),
    ],
  };
}
