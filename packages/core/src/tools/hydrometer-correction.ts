// Hydrometer temperature correction (issue 32): a hydrometer is true only at its calibration temperature
// (20 °C or 68 °F on most, 15.6 °C / 60 °F on older ones); warmer wort is less dense and reads low.
//
// Source: Hall, "Brew by the Numbers: Add Up What's in Your Beer", Zymurgy, Summer 1995: a reading at T
// grows by the factor f(T) = 1.00130346 − 0.000134722124·T + 0.00000204052596·T² − 0.00000000232820948·T³
// (T in °F; water's density at 60 °F over its density at T), so corrected SG = reading × f(sample) /
// f(calibration).
import { roundTo } from '../rounding';

/** The calibration temperature assumed until one is given, °C. */
export const DEFAULT_CALIBRATION_CELSIUS = 20;

const expansion = (celsius: number) => {
  const t = (celsius * 9) / 5 + 32;
  return 1.00130346 - 0.000134722124 * t + 0.00000204052596 * t * t - 0.00000000232820948 * t * t * t;
};

/** A `reading` (SG) taken at `sampleCelsius` as it would read at the calibration temperature, 4 decimals. */
export function correctedGravity(
  reading: number,
  sampleCelsius: number,
  calibrationCelsius = DEFAULT_CALIBRATION_CELSIUS,
): number {
  return roundTo((reading * expansion(sampleCelsius)) / expansion(calibrationCelsius), 4);
}
