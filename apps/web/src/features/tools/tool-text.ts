// What the brewing tools read and say, shared by the Tools page and the batch screen: a number typed in
// the brewer's unit as its canonical value, a starting text in the brewer's units, and the sentences of
// the results (sugar, keg pressure, yeast cells, the pitch suggestion, a brew-day correction). The
// arithmetic is the core's (`@wortsmith/core` tools/); this module only reads and writes it.
import {
  type BrewerQuantities,
  type Correction,
  formatQuantity,
  isCanonicalUnit,
  type PitchSuggestion,
  PRIMING_SUGAR_FACTS,
  type PrimingSugar,
  parseTypedNumber,
  type Quantity,
} from '@wortsmith/core';

/**
 * A quantity typed in the brewer's unit of `kind`, as its canonical value (`stored` when the text shows
 * it back unchanged, so a saved value reads as itself); null when no number is typed.
 */
export function typedValue(
  q: BrewerQuantities,
  kind: Quantity,
  text: string,
  stored?: number | null,
): number | null {
  const parsed = q.parse(kind, text, { stored: stored ?? null });
  return parsed.ok ? parsed.value : null;
}

/** A plain number as typed (CO₂ volumes, Brix, a pitch rate), or null. */
export function typedNumber(text: string): number | null {
  const n = parseTypedNumber(text);
  return Number.isFinite(n) ? n : null;
}

/**
 * A field's starting text: `canonical` in the canonical unit of `kind` (L, °C, SG), `other` in the other
 * one (gal, °F, °P), each a round figure a brewer of that system would type.
 */
export function startingText(q: BrewerQuantities, kind: Quantity, canonical: string, other: string): string {
  return isCanonicalUnit(kind, q.units[kind]) ? canonical : other;
}

/** Grams of sugar (or extract) in the brewer's weight unit: "126.4 g", "4.46 oz (126.4 g)". */
export function sugarText(q: BrewerQuantities, grams: number): string {
  const inGrams = formatQuantity('weight', grams, 'g', { decimals: 1 });
  if (q.units.weight === 'g') return inGrams;
  return `${q.format('weight', grams)} (${inGrams})`;
}

/** A sugar's short name, for a select: "Corn sugar" (its full name is "Corn sugar (dextrose monohydrate)"). */
export function sugarName(sugar: PrimingSugar): string {
  return PRIMING_SUGAR_FACTS[sugar].name.replace(/ \(.*\)$/, '');
}

/** What a sugar is and the share of its weight that ferments: "Corn sugar (dextrose monohydrate): 91 % ferments". */
export function sugarFacts(sugar: PrimingSugar): string {
  const facts = PRIMING_SUGAR_FACTS[sugar];
  return `${facts.name}: ${Math.round(facts.fermentable * 100)} % ferments`;
}

/** A regulator pressure as two results, the brewer's system first: kPa (and bar) and psi. */
export function pressureResults(
  q: BrewerQuantities,
  keg: { kpa: number; psi: number },
): [[string, string], [string, string]] {
  const metric = `${keg.kpa.toFixed(1)} kPa (${(keg.kpa / 100).toFixed(2)} bar)`;
  const imperial = `${keg.psi.toFixed(1)} psi`;
  return isCanonicalUnit('temperature', q.units.temperature)
    ? [
        ['Regulator', metric],
        ['In psi', imperial],
      ]
    : [
        ['Regulator', imperial],
        ['In kPa', metric],
      ];
}

/** Billions of yeast cells as a brewer counts them: "179 billion". */
export function cellsText(billions: number): string {
  return `${Math.round(billions)} billion`;
}

/** The grams of dry yeast in one sachet, the unit a dry-yeast suggestion counts in. */
export const DRY_SACHET_GRAMS = 11.5;

/** What the pitch suggestion tells the brewer to do, in `form`'s own units. */
export function suggestionText(
  q: BrewerQuantities,
  suggestion: PitchSuggestion,
  form: 'liquid' | 'dry' | 'slurry',
  cellsPerPack: number,
): string {
  if (suggestion.kind === 'enough') return 'Enough yeast for this wort.';
  if (suggestion.kind === 'starter') {
    return `Make a ${q.format('volume', suggestion.litres, { trim: true })} starter at ${q.format('gravity', suggestion.gravity)} on a stir plate: about ${cellsText(suggestion.cells)} cells.`;
  }
  const n = suggestion.packs;
  if (form === 'slurry') return `Pitch ${n} mL of thick slurry in all.`;
  if (form === 'dry')
    return `Pitch ${n} sachets of ${DRY_SACHET_GRAMS} g in all (${cellsText(cellsPerPack)} cells each).`;
  return `Pitch ${n} packs in all (${cellsText(cellsPerPack)} cells each).`;
}

/** The ways back to the planned OG a correction offers, as sentences; none when it is on plan. */
export function correctionSteps(q: BrewerQuantities, plannedOg: number, fix: Correction): string[] {
  const target = q.format('gravity', plannedOg);
  const steps: string[] = [];
  if (fix.extraBoilMinutes !== null && fix.extraBoilMinutes > 0) {
    steps.push(`Boil ${fix.extraBoilMinutes} minutes longer to reach ${target} (less beer).`);
  }
  if (fix.dmeGrams !== null && fix.dmeGrams > 0) {
    steps.push(`Add ${sugarText(q, fix.dmeGrams)} of dry malt extract to reach ${target}.`);
  }
  if (fix.waterLitres !== null && fix.waterLitres > 0) {
    steps.push(`Add ${q.format('volume', fix.waterLitres)} of water to come down to ${target} (more beer).`);
  }
  return steps;
}
