// Whether an official fermentable's colour and potential are plausible for what it is: the check that keeps a
// base malt from being seeded at 78 EBC (issue item: Rahr Pale Ale Malt) or a malt from giving a third of
// its extract (Weyermann Chocolate Rye at 1.009). build-seed.ts refuses a fermentable that fails it, and the
// seed's test runs it over the whole catalogue.
//
// What a fermentable is comes from its BeerXML kind (the seed's description starts with it: "Grain from
// US.") and its name, first match wins: hulls; the unmalted adjuncts (type Adjunct); kilned specialty malts
// named so (brown, amber, biscuit, victory, special roast, toasted); roasted names (roast, black, chocolate,
// Carafa, patent, coffee, Midnight); crystal names (crystal, caramel, cara…, Special B, Extra Special,
// honey malt); kilned base malts (Munich, Vienna, mild); pale base malts (pale, pilsner, lager, 2 or 6 row,
// ale malt, wheat or rye malt, Maris Otter, Golden Promise, brewers malt); any other grain is a specialty
// malt. The ranges were set from the whole reference catalogue (248 fermentables, scanned when the
// corrections were made): each one holds every item of its class but the wrong ones listed in
// catalogue-corrections.ts, with room for the maltsters' usual spread.
//
// Extracts are also held to the colour their name states (light, amber, dark), and any name that states a
// colour in °L ("Caramel Malt 40L") to that colour.

/** A closed range, [min, max]. */
export type Range = readonly [number, number];

/** What a fermentable is, for the purpose of its plausible figures. */
export type FermentableClass =
  | 'pale base malt'
  | 'kilned base malt'
  | 'crystal malt'
  | 'roasted malt'
  | 'specialty malt'
  | 'hulls'
  | 'adjunct'
  | 'sugar'
  | 'liquid extract'
  | 'dry extract'
  | 'black malt extract';

/** Plausible colour (EBC) and potential (specific gravity) per class. */
export const PLAUSIBLE: Readonly<Record<FermentableClass, { ebc: Range; potential: Range }>> = {
  'pale base malt': { ebc: [1.5, 20], potential: [1.028, 1.041] },
  'kilned base malt': { ebc: [5, 45], potential: [1.03, 1.04] },
  'crystal malt': { ebc: [2, 400], potential: [1.028, 1.04] },
  'roasted malt': { ebc: [250, 1000], potential: [1.024, 1.038] },
  'specialty malt': { ebc: [2, 350], potential: [1.024, 1.04] },
  hulls: { ebc: [0, 1], potential: [1, 1.005] },
  adjunct: { ebc: [0, 10], potential: [1.026, 1.04] },
  sugar: { ebc: [0, 600], potential: [1.03, 1.047] },
  'liquid extract': { ebc: [1.5, 200], potential: [1.03, 1.04] },
  'dry extract': { ebc: [1.5, 200], potential: [1.04, 1.046] },
  'black malt extract': { ebc: [500, 1000], potential: [1.03, 1.046] },
};

/** The colour an extract's name states, in EBC. */
export const EXTRACT_COLOUR_WORDS: readonly { word: RegExp; ebc: Range }[] = [
  { word: /\bdark\b/i, ebc: [30, 200] },
  { word: /\bamber\b/i, ebc: [10, 45] },
  { word: /\b(light|pale|pils(en|ner)?)\b/i, ebc: [1.5, 20] },
];

/** How far a colour may be from the °L its name states (the sources round; maltsters give a spread). */
export const STATED_LOVIBOND_TOLERANCE = 0.1;

const HULLS = /hulls?\b/i;
const KILNED_SPECIALTY = /brown malt|amber malt|biscuit|victory|special roast|toasted/i;
const ROASTED = /roast|black|chocolate|carafa|patent|coffee|midnight/i;
const CRYSTAL = /crystal|caramel|\bcara|special b|extra special|honey malt/i;
const KILNED_BASE = /munich|vienna|\bmild\b|bonlander/i;
const PALE_BASE =
  /\bpale\b|pils|\blager\b|\b[26] row\b|ale malt|wheat malt|rye malt|maris otter|golden promise|brewers malt/i;
const BLACK_EXTRACT = /black malt extract/i;

/** What the plausibility check reads of a fermentable. */
export interface FermentableFacts {
  name: string;
  type: string;
  /** The BeerXML kind: Grain, Adjunct, Sugar, Extract or Dry Extract. */
  kind: string;
  ebc: number | null;
  potentialExtract: number | null;
}

/** The BeerXML kind of a seeded fermentable, from its description ("Dry Extract from US."). */
export function seededKind(description: string | null): string {
  return /^(Dry Extract|Extract|Sugar|Adjunct|Grain)\b/.exec(description ?? '')?.[1] ?? 'Grain';
}

/** The class of `f` (see the module comment for the rule). */
export function fermentableClass(f: Pick<FermentableFacts, 'name' | 'type' | 'kind'>): FermentableClass {
  const { name, kind } = f;
  if (kind === 'Sugar') return 'sugar';
  if (kind === 'Extract' || kind === 'Dry Extract') {
    if (BLACK_EXTRACT.test(name)) return 'black malt extract';
    return kind === 'Extract' ? 'liquid extract' : 'dry extract';
  }
  if (HULLS.test(name)) return 'hulls';
  if (f.type === 'Adjunct' || kind === 'Adjunct') return 'adjunct';
  if (KILNED_SPECIALTY.test(name)) return 'specialty malt';
  if (ROASTED.test(name)) return 'roasted malt';
  if (CRYSTAL.test(name)) return 'crystal malt';
  if (KILNED_BASE.test(name)) return 'kilned base malt';
  if (PALE_BASE.test(name)) return 'pale base malt';
  return 'specialty malt';
}

const within = (value: number, [min, max]: Range): boolean => value >= min - 1e-9 && value <= max + 1e-9;

/** What is implausible about `f`, one sentence each; empty when it is plausible. */
export function implausibilities(f: FermentableFacts): string[] {
  const problems: string[] = [];
  const cls = fermentableClass(f);
  const { ebc, potential } = PLAUSIBLE[cls];
  if (f.ebc !== null && !within(f.ebc, ebc)) {
    problems.push(`${f.name}: ${f.ebc} EBC is outside ${ebc[0]}-${ebc[1]} EBC for a ${cls}.`);
  }
  if (f.potentialExtract !== null && !within(f.potentialExtract, potential)) {
    problems.push(
      `${f.name}: potential ${f.potentialExtract} is outside ${potential[0]}-${potential[1]} for a ${cls}.`,
    );
  }
  if (f.ebc !== null && (cls === 'liquid extract' || cls === 'dry extract')) {
    const stated = EXTRACT_COLOUR_WORDS.find(({ word }) => word.test(f.name));
    if (stated && !within(f.ebc, stated.ebc)) {
      problems.push(
        `${f.name}: ${f.ebc} EBC is outside ${stated.ebc[0]}-${stated.ebc[1]} EBC, the colour its name states.`,
      );
    }
  }
  const lovibond = /(\d+)\s*L\b/.exec(f.name);
  if (f.ebc !== null && lovibond) {
    const expected = Number(lovibond[1]) * 1.97;
    if (Math.abs(f.ebc - expected) > expected * STATED_LOVIBOND_TOLERANCE) {
      problems.push(`${f.name}: ${f.ebc} EBC is not the ${lovibond[1]} °L its name states.`);
    }
  }
  return problems;
}
