// Standard atomic weights of the elements the brewing salts and acids are made of, and the molar mass of a
// formula from them. Source: IUPAC Commission on Isotopic Abundances and Atomic Weights, "Standard atomic
// weights of the elements 2021" (Pure Appl. Chem. 2022), abridged to five significant figures as in its
// table of abridged values (the conventional values for H, C, O, Mg, S and Cl).

/** Grams per mole of each element used here. */
export const ATOMIC_WEIGHT = {
  H: 1.008,
  C: 12.011,
  O: 15.999,
  Na: 22.99,
  Mg: 24.305,
  P: 30.974,
  S: 32.06,
  Cl: 35.45,
  Ca: 40.078,
} as const;

export type ChemicalElement = keyof typeof ATOMIC_WEIGHT;

/** A chemical formula as atom counts, e.g. gypsum CaSO₄·2H₂O is { Ca: 1, S: 1, O: 6, H: 4 }. */
export type Formula = Partial<Record<ChemicalElement, number>>;

/** Grams per mole of `formula`. */
export function molarMass(formula: Formula): number {
  let grams = 0;
  for (const element of Object.keys(formula) as ChemicalElement[])
    grams += ATOMIC_WEIGHT[element] * (formula[element] ?? 0);
  return grams;
}
