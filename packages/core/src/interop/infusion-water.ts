// The water an infusion mash step adds, for the files that have a field for it (BeerXML INFUSE_AMOUNT and
// INFUSE_TEMP, BeerJSON's step amount and infuse_temperature): the strike water on the first step, then
// each infusion of the recipe's water report (water/strike-temperature.ts), so another tool's brew day
// shows the same volumes. Steps that add no water get none.
import { recipeWaterReport } from '../water/water-report';
import type { RecipeDraft } from './model';

/** Litres and °C (null when unknown) of the water each mash step adds, or null. */
export function stepInfusions(r: RecipeDraft): ({ litres: number; temperature: number | null } | null)[] {
  if (r.mashSteps.length === 0) return [];
  const report = recipeWaterReport(r);
  return r.mashSteps.map((_, index) => {
    if (index === 0)
      return report.strikeVolume > 0
        ? { litres: report.strikeVolume, temperature: report.strikeTemperature }
        : null;
    const infusion = report.infusions.find((i) => i.stepIndex === index);
    return infusion ? { litres: infusion.litres, temperature: infusion.temperature } : null;
  });
}
