// The brewing salts: what one gram of each adds to a litre of water, derived from its formula and the IUPAC
// atomic weights (atomic-weights.ts) rather than typed in, and checked in salts.test.ts against the
// published table of ppm per gram per US gallon (Palmer, "How to Brew", Table 16 in ch. 15.4 of the online
// edition; the full table as design2brew.com's "Chemicals" page prints it).
//
// Alkalinity: chalk (CaCO₃) and slaked lime (Ca(OH)₂) add no bicarbonate as such, but each formula unit
// neutralises two equivalents of acid to pH 4.3, as two HCO₃⁻ would. Both are counted as that bicarbonate
// equivalent (2 × 61.02 mg of HCO₃⁻ per formula unit), which is how the published table lists them too
// (322 ppm per g/gal for chalk, 435 for lime), so every alkalinity rule reads one ion.
//
// Chalk: counted as half dissolved (CHALK_DISSOLVED_SHARE), a famous point of disagreement. Chalk barely
// dissolves in water without CO₂ under pressure. Troester ("The effect of brewing water and grist
// composition on the pH of the mash", braukaiser.com, 2009, §3.8, Tables 8, 11, 12) found undissolved chalk
// acts as if half its alkalinity and half its calcium took part (RA = A/2 − Ca/7) up to about 3–4 mEq/L, and
// adds almost nothing past ~500 mg/L; most homebrew spreadsheets of the time counted half as well. Palmer &
// Kaminski ("Water", 2013) advise against chalk for the same reason, and some calculators count all of it
// (true only when it is dissolved with CO₂). The solver (salt-solver.ts) never proposes chalk.
// Slaked lime dissolves at brewing rates (about 1.7 g/L at 20 °C) and counts in full.
import { type Formula, molarMass } from './atomic-weights';
import { EMPTY_PROFILE, ION_MOLAR_MASS, type Ion, type IonProfile, mapProfile } from './ions';

/** The salts a recipe may add, by their API names. */
export const SALT_NAMES = [
  'gypsum',
  'calciumChloride',
  'epsom',
  'tableSalt',
  'bakingSoda',
  'chalk',
  'magnesiumChloride',
  'slakedLime',
] as const;
export type SaltName = (typeof SALT_NAMES)[number];

/** How much of added chalk counts as dissolved (Troester 2009 §3.8; see the module comment). */
export const CHALK_DISSOLVED_SHARE = 0.5;

/** A brewing salt: its formula, and what each formula unit releases into the water. */
export interface Salt {
  name: SaltName;
  /** The name a brewer reads, with its formula, e.g. "Gypsum (CaSO₄·2H₂O)". */
  displayName: string;
  /** Atoms of one formula unit, water of crystallisation included. */
  formula: Formula;
  /** Grams per mole of the salt as sold. */
  molarMass: number;
  /** Ions released per formula unit (alkalinity as bicarbonate equivalents). */
  releases: Partial<Record<Ion, number>>;
  /** The share of an addition that counts as dissolved (1 except chalk). */
  dissolvedShare: number;
  /** mg/L of each ion that 1 g/L of the salt adds when fully dissolved. */
  mgPerGramPerLitre: Readonly<IonProfile>;
}

function salt(
  name: SaltName,
  displayName: string,
  formula: Formula,
  releases: Partial<Record<Ion, number>>,
  dissolvedShare = 1,
): Salt {
  const grams = molarMass(formula);
  const mgPerGramPerLitre = mapProfile((ion) => ((releases[ion] ?? 0) * ION_MOLAR_MASS[ion] * 1000) / grams);
  return { name, displayName, formula, molarMass: grams, releases, dissolvedShare, mgPerGramPerLitre };
}

/** Each salt's display name, formula, ions per formula unit and dissolved share (1 unless given). */
const SALT_TABLE: Record<SaltName, [string, Formula, Partial<Record<Ion, number>>, number?]> = {
  gypsum: ['Gypsum (CaSO₄·2H₂O)', { Ca: 1, S: 1, O: 6, H: 4 }, { calcium: 1, sulfate: 1 }],
  calciumChloride: [
    'Calcium chloride (CaCl₂·2H₂O)',
    { Ca: 1, Cl: 2, H: 4, O: 2 },
    { calcium: 1, chloride: 2 },
  ],
  epsom: ['Epsom salt (MgSO₄·7H₂O)', { Mg: 1, S: 1, O: 11, H: 14 }, { magnesium: 1, sulfate: 1 }],
  tableSalt: ['Table salt (NaCl)', { Na: 1, Cl: 1 }, { sodium: 1, chloride: 1 }],
  bakingSoda: ['Baking soda (NaHCO₃)', { Na: 1, H: 1, C: 1, O: 3 }, { sodium: 1, bicarbonate: 1 }],
  chalk: ['Chalk (CaCO₃)', { Ca: 1, C: 1, O: 3 }, { calcium: 1, bicarbonate: 2 }, CHALK_DISSOLVED_SHARE],
  magnesiumChloride: [
    'Magnesium chloride (MgCl₂·6H₂O)',
    { Mg: 1, Cl: 2, H: 12, O: 6 },
    { magnesium: 1, chloride: 2 },
  ],
  slakedLime: ['Slaked lime (Ca(OH)₂)', { Ca: 1, O: 2, H: 2 }, { calcium: 1, bicarbonate: 2 }],
};

/** Every salt, by API name. */
export const SALTS: Readonly<Record<SaltName, Salt>> = Object.freeze(
  Object.fromEntries(SALT_NAMES.map((name) => [name, salt(name, ...SALT_TABLE[name])])),
) as Record<SaltName, Salt>;

/** "Gypsum (CaSO₄·2H₂O)" and so on. */
export function saltDisplayName(name: SaltName): string {
  return SALTS[name].displayName;
}

/** One salt addition: grams of a salt. */
export interface SaltAddition {
  salt: SaltName;
  grams: number;
}

/**
 * The ions (mg/L) that `additions` add to `litres` of water, counting only the dissolved share of each salt;
 * add them to a profile with `withAdded`. Negative grams count 0; no water (0 L) gives the empty profile.
 */
export function ionsFromSalts(additions: readonly SaltAddition[], litres: number): IonProfile {
  if (!(litres > 0)) return { ...EMPTY_PROFILE };
  const added = { ...EMPTY_PROFILE };
  for (const { salt: name, grams } of additions) {
    const s = SALTS[name];
    const gramsPerLitre = (Math.max(0, grams) * s.dissolvedShare) / litres;
    for (const ion of Object.keys(s.releases) as Ion[])
      added[ion] += s.mgPerGramPerLitre[ion] * gramsPerLitre;
  }
  return added;
}
