// Morey's beer colour (Dan Morey, "Approximating Beer Color", Brewing Techniques, 1996), offered beside
// the specification's linear EBC formula: SRM = 1.4922 × MCU^0.6859, with MCU = Σ(pounds × °L) / US
// gallons. Malt colours are stored in EBC; like the style data, °L is taken as SRM = EBC / 1.97.
import { EBC_PER_SRM } from './display-units';
import { type FiguresInput, poundsOf } from './figures';
import { finite, roundTo } from './rounding';
import { LITRES_PER_US_GALLON } from './units';

/** Malt colour units: Σ(pounds × °L) / US gallons; 0 without a positive batch volume. */
export function maltColourUnits(input: FiguresInput): number {
  const litres = finite(input.recipeEquipment?.batchVolume);
  if (litres === undefined || litres <= 0) return 0;
  let sum = 0;
  for (const f of input.recipeFermentables) {
    sum += poundsOf(f.quantity) * ((finite(f.ebc) ?? 0) / EBC_PER_SRM);
  }
  return sum / (litres / LITRES_PER_US_GALLON);
}

/** SRM of a wort of `mcu` malt colour units by Morey's equation. */
export function moreySrm(mcu: number): number {
  return mcu > 0 ? 1.4922 * mcu ** 0.6859 : 0;
}

/** The recipe's colour in EBC by Morey's equation, 2 decimals like the specification's EBC. */
export function moreyEbc(input: FiguresInput): number {
  return roundTo(moreySrm(maltColourUnits(input)) * EBC_PER_SRM, 2);
}
