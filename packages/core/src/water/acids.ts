// The acids a brewer adds to the mash or sparge water, lactic and phosphoric, and acid malt's lactic acid:
// their density at a strength in % w/w, and the milliequivalents of acid they give at the mash pH.
//
// mEq per mL = density (g/mL) × strength/100 × 1000 / molar mass × protons given up at the pH. The protons
// come from the acid's dissociation constants: lactic acid pKa 3.86 (ECHA registration dossier: 3.85 at
// 25 °C), so about 97 % of it acts at pH 5.4; phosphoric acid pKa₁ 2.15, pKa₂ 7.20, pKa₃ 12.35 (standard
// values at 25 °C, e.g. CRC Handbook), so its first proton acts in full and its second only 1.6 % at pH 5.4.
//
// Density tables (g/mL, about 20 °C), interpolated linearly between their points:
// - lactic: 0–20 % from the CRC Handbook's "Concentrative properties of aqueous solutions" (as tabulated by
//   The Engineering ToolBox, "Densities of aqueous solutions of organic acids"); 88 %: 1.21, the relative
//   density the European and British Pharmacopoeias give lactic acid of 88–92 % w/w (1.20–1.21) and the
//   figure design2brew.com quotes for 88 %; 100 %: 1.249 (Food Additives Data Book, at 15 °C).
// - phosphoric: the ECHA registration dossier's summary of ten handbooks (10 % 1.052, 30 % 1.179, 50 %
//   1.33–1.34, 75 % 1.57–1.58, 85 % 1.685, 100 % 1.86–1.87; the middle of each range).
//
// Acid malt: Weyermann gives ~3 % lactic acid by weight (2–3 % in other maltsters' sheets); Troester titrated
// Weyermann Sauermalz at 315 and 358 mEq/kg, "a lactic acid content of 2.85 % and 3.22 %" ("The effect of
// brewing water and grist composition on the pH of the mash", braukaiser.com, 2009, §3.3). We take 3 % when a
// malt's own figure is unknown, and count it as Troester does: all of it, as titratable acidity.
import { type Formula, molarMass } from './atomic-weights';

export const ACID_NAMES = ['lactic', 'phosphoric'] as const;
export type AcidName = (typeof ACID_NAMES)[number];

/** An acid as sold: its formula, dissociation constants and density over strength. */
export interface Acid {
  name: AcidName;
  displayName: string;
  formula: Formula;
  molarMass: number;
  /** pKa of each proton, in order. */
  pKa: readonly number[];
  /** [% w/w, g/mL] points, ascending. */
  density: readonly (readonly [number, number])[];
  /** The strength a brewer usually buys, % w/w. */
  defaultStrength: number;
}

const WATER_DENSITY = 0.9982;

export const ACIDS: Readonly<Record<AcidName, Acid>> = Object.freeze({
  lactic: {
    name: 'lactic',
    displayName: 'Lactic acid',
    formula: { C: 3, H: 6, O: 3 },
    molarMass: molarMass({ C: 3, H: 6, O: 3 }),
    pKa: [3.86],
    density: [
      [0, WATER_DENSITY],
      [1, 1.0002],
      [5, 1.0086],
      [10, 1.0199],
      [20, 1.0439],
      [88, 1.21],
      [100, 1.249],
    ],
    defaultStrength: 88,
  },
  phosphoric: {
    name: 'phosphoric',
    displayName: 'Phosphoric acid',
    formula: { H: 3, P: 1, O: 4 },
    molarMass: molarMass({ H: 3, P: 1, O: 4 }),
    pKa: [2.15, 7.2, 12.35],
    density: [
      [0, WATER_DENSITY],
      [10, 1.052],
      [30, 1.179],
      [50, 1.335],
      [75, 1.575],
      [85, 1.685],
      [100, 1.865],
    ],
    defaultStrength: 10,
  },
});

/** Lactic acid in acid malt when the malt gives no figure, % by weight (Weyermann ~3 %; Troester 2009 §3.3). */
export const DEFAULT_ACID_MALT_LACTIC_PERCENT = 3;

/** Density (g/mL) of `acid` at `strengthPercent` % w/w, interpolated in its table (held to 0–100 %). */
export function acidDensity(acid: AcidName, strengthPercent: number): number {
  const table = ACIDS[acid].density;
  const x = Math.min(100, Math.max(0, strengthPercent));
  for (let i = 1; i < table.length; i++) {
    const [x1, y1] = table[i]!;
    if (x <= x1) {
      const [x0, y0] = table[i - 1]!;
      return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
    }
  }
  return table[table.length - 1]![1];
}

/** Protons one molecule of `acid` gives up, on average, at `pH` (from its pKa values). */
export function protonsReleased(acid: AcidName, pH: number): number {
  // Species H(n−k)A with k protons gone weigh Π_{j≤k} 10^(pH − pKa_j); the mean k is the answer.
  let weight = 1;
  let total = 1;
  let released = 0;
  ACIDS[acid].pKa.forEach((pKa, i) => {
    weight *= 10 ** (pH - pKa);
    total += weight;
    released += (i + 1) * weight;
  });
  return released / total;
}

/** Millimoles of `acid` in one mL at `strengthPercent` % w/w. */
export function acidMillimolesPerMl(acid: AcidName, strengthPercent: number): number {
  const strength = Math.min(100, Math.max(0, strengthPercent));
  return (acidDensity(acid, strength) * strength * 10) / ACIDS[acid].molarMass;
}

/** mEq of acid one mL of `acid` at `strengthPercent` % w/w gives at `pH`. */
export function acidMeqPerMl(acid: AcidName, strengthPercent: number, pH: number): number {
  return acidMillimolesPerMl(acid, strengthPercent) * protonsReleased(acid, pH);
}

/** An acid addition: millilitres of an acid at a strength (% w/w). */
export interface AcidDose {
  acid: AcidName;
  strengthPercent: number;
  millilitres: number;
}

/** mEq of acid that `doses` give at `pH` (negative millilitres count 0). */
export function acidMilliEquivalents(doses: readonly AcidDose[], pH: number): number {
  let meq = 0;
  for (const d of doses) meq += Math.max(0, d.millilitres) * acidMeqPerMl(d.acid, d.strengthPercent, pH);
  return meq;
}

/** Titratable acidity (mEq/kg) of acid malt with `lacticPercent` % lactic acid by weight (default 3 %). */
export function acidMaltAcidity(lacticPercent: number = DEFAULT_ACID_MALT_LACTIC_PERCENT): number {
  return (Math.max(0, lacticPercent) * 10_000) / ACIDS.lactic.molarMass;
}
