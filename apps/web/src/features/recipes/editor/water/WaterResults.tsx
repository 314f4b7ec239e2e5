// The Water section's results: the mash and overall ions beside the target, the sulfate-to-chloride ratio in
// plain words, the residual alkalinity, and the brew day's water (total, strike, infusions, sparge, pre-boil)
// with its temperatures, in the brewer's units.
import { IONS, type MashStep, sulfateChlorideBand, type WaterReport } from '@wortsmith/core';
import { memo } from 'react';
import { useQuantities } from '../../../../lib/preferences';
import { ionLabel, ionSymbol } from './ion-labels';
import type { WaterTarget } from './MatchTarget';
import styles from './WaterSection.module.css';

/** Props of WaterResults. */
export interface WaterResultsProps {
  report: WaterReport;
  target: WaterTarget | null;
  mashSteps: readonly MashStep[];
}

/** Ions, ratio, alkalinity and volumes. */
export const WaterResults = memo(function WaterResults({ report, target, mashSteps }: WaterResultsProps) {
  const q = useQuantities();
  const volume = (litres: number) => q.format('volume', litres);
  const temperature = (celsius: number | null) => (celsius === null ? '—' : q.format('temperature', celsius));
  const ratio = report.sulfateChlorideRatio;
  const band = sulfateChlorideBand(ratio);
  const lines: [string, string][] = [
    ['Total water', volume(report.totalWater)],
    ['Strike water', `${volume(report.strikeVolume)} at ${temperature(report.strikeTemperature)}`],
    ...report.infusions.map((infusion): [string, string] => [
      `Infusion for ${mashSteps[infusion.stepIndex]?.name ?? `step ${infusion.stepIndex + 1}`}`,
      `${volume(infusion.litres)} at ${temperature(infusion.temperature)}`,
    ]),
    ['Sparge water', `${volume(report.spargeVolume)} at ${temperature(report.spargeTemperature)}`],
    ['Pre-boil volume', volume(report.preBoilVolume)],
  ];

  return (
    <div className={styles.resultsGrid}>
      <div className={styles.tableWrap}>
        <table className={styles.results} aria-label="Water profile (mg/L)">
          <thead>
            <tr>
              <th scope="col">mg/L</th>
              <th scope="col">Mash</th>
              <th scope="col">Overall</th>
              <th scope="col">{target ? 'Target' : 'No target'}</th>
            </tr>
          </thead>
          <tbody>
            {IONS.map((ion) => (
              <tr key={ion}>
                <th scope="row">
                  <abbr title={ionLabel(ion)}>{ionSymbol(ion)}</abbr>
                  <span className={styles.ionName}> {ionLabel(ion)}</span>
                </th>
                <td>{report.mash[ion].toFixed(0)}</td>
                <td>{report.overall[ion].toFixed(0)}</td>
                <td className={styles.target}>{target ? target.ions[ion].toFixed(0) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {target && <p className={styles.hint}>Target: {target.name}</p>}
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>Sulfate : chloride</dt>
          <dd data-testid="sulfate-chloride">
            {ratio === null ? 'no chloride' : `${ratio.toFixed(2)} (${band})`}
          </dd>
        </div>
        <div>
          <dt>Residual alkalinity</dt>
          <dd data-testid="residual-alkalinity">{report.residualAlkalinity.toFixed(0)} ppm as CaCO₃</dd>
        </div>
        {lines.map(([label, value], i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: two infusions may reach steps of the same name
          <div key={i}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
});
