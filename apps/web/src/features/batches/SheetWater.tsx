// The brew-day sheet's water: the source (profile, ions, dilution) heading the sheet's "Water and volumes"
// grid, the strike, infusion and sparge water with their temperatures and the predicted mash pH among its
// lines (the total water is in its heading, as the grain bill's weight is in its own); and the salts and
// acids to tick off, the mash tun's beside the sparge water's. Volumes and temperatures in the brewer's units (salts in grams, acids
// in millilitres).
import { IONS, MASH_PH_RANGE, type RecipeWater, type WaterReport } from '@wortsmith/core';
import { useQuantities } from '../../lib/preferences';
import { useCatalogueList } from '../catalogue/queries';
import { ionSymbol } from '../recipes/editor/water/ion-labels';
import styles from './BrewSheet.module.css';
import { type WaterTreatmentLine, waterTreatment } from './brew-sheet';

/** The source water's ions and dilution: "Ca²⁺ 40 · Mg²⁺ 8 · … mg/L, 20 % distilled". */
export function sourceWaterText(water: RecipeWater): string {
  const ions = IONS.map((ion) => `${ionSymbol(ion)} ${water.source[ion]}`).join(' · ');
  return `${ions} mg/L${water.dilutionPercent > 0 ? `, ${water.dilutionPercent} % distilled` : ''}`;
}

/** The source water across the sheet's grid: its profile, ions and dilution; nothing when none is given. */
export function SheetSourceWater({ water }: { water: RecipeWater | null }) {
  const profiles = useCatalogueList('waters', { enabled: Boolean(water?.sourceWaterId) });
  if (!water) return null;
  const profile = profiles.data?.find((p) => p.id === water.sourceWaterId);
  return (
    <div className={styles.wide}>
      Source water: {profile ? `${profile.name}, ` : ''}
      {sourceWaterText(water)}
    </div>
  );
}

/** The predicted mash pH with the range to aim for: "5.42 (aim 5.2–5.6)", "—" when none is predicted. */
export function predictedMashPhText(pH: number | null): string {
  return pH === null ? '—' : `${pH.toFixed(2)} (aim ${MASH_PH_RANGE.min}–${MASH_PH_RANGE.max})`;
}

/** Props of SheetWaterLines. */
export interface SheetWaterLinesProps {
  report: WaterReport;
  /** The mash steps' names, for the infusions. */
  stepNames: readonly string[];
}

/** The strike, infusion and sparge water and the predicted pH, each a cell of the sheet's grid. */
export function SheetWaterLines({ report, stepNames }: SheetWaterLinesProps) {
  const q = useQuantities();
  const volume = (litres: number) => q.format('volume', litres);
  const at = (litres: number, celsius: number | null) =>
    `${volume(litres)}${celsius === null ? '' : ` at ${q.format('temperature', celsius)}`}`;
  const pH = report.mashPh;
  return (
    <>
      <div>Strike water: {at(report.strikeVolume, report.strikeTemperature)}</div>
      {report.infusions.map((infusion) => (
        <div key={infusion.stepIndex}>
          Infusion for {stepNames[infusion.stepIndex] ?? `step ${infusion.stepIndex + 1}`}:{' '}
          {at(infusion.litres, infusion.temperature)}
        </div>
      ))}
      <div>Sparge water: {at(report.spargeVolume, report.spargeTemperature)}</div>
      <div>Predicted mash pH: {predictedMashPhText(pH)}</div>
    </>
  );
}

/** One vessel's addition in two cells: the box to tick with its name, and the amount. */
function TreatmentCells({ line }: { line: WaterTreatmentLine | undefined }) {
  if (!line) return <td colSpan={2} />;
  return (
    <>
      <td>☐ {line.name}</td>
      <td className={styles.number}>{line.amount}</td>
    </>
  );
}

/** The salts and acids to add, the mash tun's beside the sparge water's; nothing when there are none. */
export function SheetWaterTreatment({ water }: { water: RecipeWater | null }) {
  const lines = waterTreatment(water);
  if (lines.length === 0) return null;
  const mash = lines.filter((line) => line.vessel === 'mash');
  const sparge = lines.filter((line) => line.vessel === 'sparge');
  return (
    <table aria-label="Water treatment" className={styles.treatment}>
      <thead>
        <tr>
          <th colSpan={2}>Mash</th>
          <th colSpan={2}>Sparge</th>
        </tr>
      </thead>
      <tbody>
        {Array.from({ length: Math.max(mash.length, sparge.length) }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a row pairs the i-th addition of each vessel
          <tr key={i}>
            <TreatmentCells line={mash[i]} />
            <TreatmentCells line={sparge[i]} />
          </tr>
        ))}
      </tbody>
    </table>
  );
}
