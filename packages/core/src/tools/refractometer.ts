// Refractometer readings (issue 32). A refractometer reads °Brix of the sample's sugar as if it were
// sucrose in water; wort is not, so the reading is divided by a wort correction factor (WCF, 1.04 unless
// the brewer measured their own) to give °Plato. Once alcohol is present the reading is also bent by the
// alcohol, so the current gravity needs the original reading too.
//
// Sources:
// - Before fermentation: SG from °Plato = °Brix / WCF (Brix and Plato scales agree for sucrose).
// - During and after fermentation: Terrill's cubic (Sean Terrill, "Refractometer FG results",
//   seanterrill.com, 2011), from 600+ paired readings: FG = 1.0000 − 0.0044993·RIi + 0.011774·RIf
//   + 0.00027581·RIi² − 0.0012717·RIf² − 0.0000072800·RIi³ + 0.000063293·RIf³, with RIi and RIf the
//   original and current readings, each divided by the WCF.
import { sgFromPlato } from '../display-units';
import { roundTo } from '../rounding';

/** The wort correction factor assumed until a brewer sets their own. */
export const DEFAULT_WORT_CORRECTION_FACTOR = 1.04;

const corrected = (brix: number, wcf: number) =>
  Math.max(0, brix) / (wcf > 0 ? wcf : DEFAULT_WORT_CORRECTION_FACTOR);

/** The gravity (SG, 4 decimals) of an unfermented wort read at `brix`. */
export function refractometerOg(brix: number, wcf = DEFAULT_WORT_CORRECTION_FACTOR): number {
  return roundTo(sgFromPlato(corrected(brix, wcf)), 4);
}

/** The current gravity (SG, 4 decimals) of a fermenting beer from its original and current `brix` readings. */
export function refractometerFg(
  originalBrix: number,
  currentBrix: number,
  wcf = DEFAULT_WORT_CORRECTION_FACTOR,
): number {
  const i = corrected(originalBrix, wcf);
  const f = corrected(currentBrix, wcf);
  return roundTo(
    1 -
      0.0044993 * i +
      0.011774 * f +
      0.00027581 * i * i -
      0.0012717 * f * f -
      0.00000728 * i * i * i +
      0.000063293 * f * f * f,
    4,
  );
}
