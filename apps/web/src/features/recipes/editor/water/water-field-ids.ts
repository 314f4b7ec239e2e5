// The ids of the Water section's inputs, and which of them a recipe schema issue under `water` belongs to, so
// its message shows at the field and a save focuses it (field-errors.ts).
import type { Ion } from '@wortsmith/core';

/** An input of the Water section. */
export type WaterFieldId = `water-${string}`;

/** The Water section's input ids. */
export const WATER_FIELD_IDS = {
  source: 'water-source',
  sourceIon: (ion: Ion) => `water-source-${ion}` as const,
  dilution: 'water-dilution',
  target: 'water-target',
  /** The Add salt button: the list's own message (too many rows) shows beside it. */
  salts: 'water-salts',
  salt: (index: number, field: 'salt' | 'grams' | 'vessel') => `water-salt-${index}-${field}` as const,
  acids: 'water-acids',
  acid: (index: number, field: 'acid' | 'strengthPercent' | 'millilitres' | 'vessel') =>
    `water-acid-${index}-${field}` as const,
  grainTemperature: 'water-grain-temperature',
  targetMashPh: 'water-target-ph',
} as const;

const ids = WATER_FIELD_IDS;

const TOP_LEVEL: Record<string, WaterFieldId> = {
  sourceWaterId: ids.source,
  dilutionPercent: ids.dilution,
  targetWaterId: ids.target,
  target: ids.target,
  grainTemperature: ids.grainTemperature,
  targetMashPh: ids.targetMashPh,
};

/** The input an issue at `path` (below the recipe's `water`) belongs to. */
export function waterFieldIdOf(path: readonly PropertyKey[]): WaterFieldId {
  const [first, second, third] = path;
  if (first === 'source') return typeof second === 'string' ? ids.sourceIon(second as Ion) : ids.source;
  if (first === 'salts' || first === 'acids') {
    if (typeof second !== 'number' || typeof third !== 'string')
      return first === 'salts' ? ids.salts : ids.acids;
    return first === 'salts'
      ? ids.salt(second, third as 'salt' | 'grams' | 'vessel')
      : ids.acid(second, third as 'acid' | 'strengthPercent' | 'millilitres' | 'vessel');
  }
  return (typeof first === 'string' && TOP_LEVEL[first]) || ids.source;
}
