// Corrections to the reference catalogue's fermentables, applied by the seed mapping (seed-mapping.ts):
// figures the source has wrong, each replaced by the maltster's published one. The sources and the reasoning
// are written down in catalogue-corrections.md; plausible-fermentables.ts is the check that found them.
//
// Colours are converted as the source converts them: EBC = °L × 1.97, rounded to one decimal; a potential
// is the specific gravity of the extract (1 + extract % × 0.0004621).

/** The fields a correction may set. */
export interface FermentableCorrection {
  /** What the source has, so a source corrected upstream is noticed (build-seed.ts refuses a stale entry). */
  was: { ebc?: number; potentialExtract?: number; type?: string };
  ebc?: number;
  potentialExtract?: number;
  type?: 'Base' | 'Specialty' | 'Adjunct';
  /** Where the corrected figure comes from, in a few words (catalogue-corrections.md has the detail). */
  source: string;
}

/** EBC of a colour in degrees Lovibond, as the reference data converts it (SRM × 1.97), to one decimal. */
export const ebcOfLovibond = (lovibond: number): number => Math.round(lovibond * 1.97 * 10) / 10;

/** Specific gravity of a potential extract in percent (the reference data's 1 + extract × 0.0004621). */
export const potentialOfExtract = (percent: number): number =>
  Math.round((1 + percent * 0.0004621) * 1000) / 1000;

/** The corrections, by the source's fermentable name. */
export const FERMENTABLE_CORRECTIONS: Readonly<Record<string, FermentableCorrection>> = {
  'Rahr - Pale Ale Malt': {
    was: { ebc: 78.8, type: 'Specialty' },
    ebc: ebcOfLovibond(3.5),
    type: 'Base',
    source: 'Rahr Malting, Pale Ale Malt: 3.5 °L; a base malt',
  },
  'Rahr - 6 Row Malt': {
    was: { ebc: 49.2, type: 'Specialty' },
    ebc: ebcOfLovibond(1.8),
    type: 'Base',
    source: 'Rahr Malting, Standard 6-Row: 1.8 °L; a base malt',
  },
  'Rahr - White Wheat Malt': {
    was: { ebc: 88.7, type: 'Specialty' },
    ebc: ebcOfLovibond(2.75),
    type: 'Base',
    source: 'Rahr Malting, White Wheat Malt: 2.5-3 °L; a base malt',
  },
  'Rahr - Red Wheat Malt': {
    was: { ebc: 88.7, type: 'Specialty' },
    ebc: ebcOfLovibond(3),
    type: 'Base',
    source: 'Rahr Malting, Red Wheat Malt: 2.5-3.5 °L; a base malt',
  },
  'Muntons LME - Dark': {
    was: { ebc: 4.1 },
    ebc: 150,
    source: 'Muntons, Dark Malt Extract: 140-160 EBC',
  },
  'Weyermann - Chocolate Rye': {
    was: { potentialExtract: 1.009 },
    potentialExtract: potentialOfExtract(65),
    source: 'Weyermann, Chocolate Rye Malt: extract about 65 % (500-800 EBC)',
  },
  'Gladfield - Sour Grapes Malt': {
    was: { potentialExtract: 1.012 },
    potentialExtract: 1.037,
    source:
      'an acidulated pale malt: the extract of the catalogue’s other one (Weyermann - Acidulated Malt, 80 %)',
  },
};

/** What a correction compares with the source. */
interface SourceFigures {
  name: string;
  type: string;
  ebc: number | null;
  potentialExtract: number | null;
}

/**
 * The corrections that no longer fit the source: a name it lacks, or a figure that is no longer the wrong one
 * recorded (the source was corrected upstream, so the entry should go). build-seed.ts refuses to run with any.
 */
export function staleCorrections(fermentables: readonly SourceFigures[]): string[] {
  const byName = new Map(fermentables.map((f) => [f.name, f]));
  return Object.entries(FERMENTABLE_CORRECTIONS).flatMap(([name, { was }]) => {
    const item = byName.get(name);
    if (!item) return [`${name}: not in the source`];
    const changed = (Object.keys(was) as (keyof typeof was)[]).filter((field) => item[field] !== was[field]);
    return changed.map(
      (field) => `${name}: the source's ${field} is ${item[field]}, no longer ${was[field]}`,
    );
  });
}
