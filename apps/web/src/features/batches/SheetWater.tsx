// The brew-day sheet's water: the source (profile, ions, dilution), the strike, infusion and sparge water with
// their temperatures, the salts and acids to add to each vessel, and the predicted mash pH; volumes and
// temperatures in the brewer's units (salts in grams, acids in millilitres).
import { IONS, MASH_PH_RANGE, type RecipeWater, type WaterReport } from '@wortsmith/core';
import { useQuantities } from '../../lib/preferences';
import { useCatalogueList } from '../catalogue/queries';
import { ionSymbol } from '../recipes/editor/water/ion-labels';
import styles from './BrewSheet.module.css';
import { waterTreatment } from './brew-sheet';
import { CheckRow } from './SheetRows';

const VESSELS = { mash: 'Mash', sparge: 'Sparge' } as const;

/** Props of SheetWater. */
export interface SheetWaterProps {
  water: RecipeWater | null;
  report: WaterReport;
  /** The mash steps' names, for the infusions. */
  stepNames: readonly string[];
}

/** The water lines and the water treatment table. */
export function SheetWater({ water, report, stepNames }: SheetWaterProps) {
  const q = useQuantities();
  const profiles = useCatalogueList('waters', { enabled: Boolean(water?.sourceWaterId) });
  const profile = profiles.data?.find((p) => p.id === water?.sourceWaterId);
  const volume = (litres: number) => q.format('volume', litres, { decimals: 1 });
  const at = (litres: number, celsius: number | null) =>
    `${volume(litres)}${celsius === null ? '' : ` at ${q.format('temperature', celsius)}`}`;
  const ions = water && IONS.map((ion) => `${ionSymbol(ion)} ${water.source[ion]}`).join(' · ');
  const treatment = waterTreatment(water);
  const pH = report.mashPh;

  return (
    <>
      <div className={styles.columns}>
        <div className={styles.wide}>
          Source water:{' '}
          {water
            ? `${profile ? `${profile.name}, ` : ''}${ions} mg/L${
                water.dilutionPercent > 0 ? `; ${water.dilutionPercent} % of it distilled water` : ''
              }`
            : 'not given (planned as distilled water)'}
        </div>
        <div>Strike water: {at(report.strikeVolume, report.strikeTemperature)}</div>
        <div>Sparge water: {at(report.spargeVolume, report.spargeTemperature)}</div>
        {report.infusions.map((infusion) => (
          <div key={infusion.stepIndex}>
            Infusion for {stepNames[infusion.stepIndex] ?? `step ${infusion.stepIndex + 1}`}:{' '}
            {at(infusion.litres, infusion.temperature)}
          </div>
        ))}
        <div>Total water: {volume(report.totalWater)}</div>
        <div>
          Predicted mash pH:{' '}
          {pH === null ? '—' : `${pH.toFixed(2)} (aim ${MASH_PH_RANGE.min}–${MASH_PH_RANGE.max})`}
        </div>
      </div>
      {treatment.length > 0 && (
        <table aria-label="Water treatment">
          <tbody>
            {treatment.map((line, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the same salt may go in twice
              <CheckRow key={i}>
                <td>{VESSELS[line.vessel]}</td>
                <td>{line.name}</td>
                <td className={styles.number}>{line.amount}</td>
              </CheckRow>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
