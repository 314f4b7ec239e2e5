// The hydrometer temperature correction: a reading taken at the sample's temperature as the hydrometer
// would read it at its calibration temperature (20 °C, or 68 °F, unless the brewer's says otherwise).
import { correctedGravity, DEFAULT_CALIBRATION_CELSIUS } from '@wortsmith/core';
import { useQuantities } from '../../lib/preferences';
import { Results, ToolCard, ToolField, useTexts } from './ToolParts';
import styles from './Tools.module.css';
import { startingText, typedValue } from './tool-text';

/** Where the correction comes from (packages/core/src/tools/hydrometer-correction.ts). */
export const HYDROMETER_SOURCE =
  'water’s density by temperature, as in Hall, “Brew by the Numbers”, Zymurgy (Summer 1995).';

/** The hydrometer correction of the Tools page. */
export function HydrometerTool() {
  const q = useQuantities();
  const temperature = q.symbol('temperature');
  const [texts, set] = useTexts(() => ({
    reading: startingText(q, 'gravity', '1.050', '12.4'),
    sample: startingText(q, 'temperature', '30', '86'),
    calibration: q.inputText('temperature', DEFAULT_CALIBRATION_CELSIUS),
  }));
  const reading = typedValue(q, 'gravity', texts.reading);
  const sample = typedValue(q, 'temperature', texts.sample);
  const calibration = typedValue(q, 'temperature', texts.calibration);
  const corrected =
    reading !== null && sample !== null && calibration !== null
      ? correctedGravity(reading, sample, calibration)
      : null;

  return (
    <ToolCard id="hydrometer" title="Hydrometer temperature correction" source={HYDROMETER_SOURCE}>
      <div className={styles.grid}>
        <ToolField
          id="hydrometer-reading"
          label={`Reading (${q.symbol('gravity')})`}
          value={texts.reading}
          onChange={set('reading')}
        />
        <ToolField
          id="hydrometer-sample"
          label={`Sample temperature (${temperature})`}
          value={texts.sample}
          onChange={set('sample')}
        />
        <ToolField
          id="hydrometer-calibration"
          label={`Calibrated at (${temperature})`}
          hint="Printed on the hydrometer; most read true at 20 °C (68 °F)."
          value={texts.calibration}
          onChange={set('calibration')}
        />
      </div>
      <Results
        label="Corrected gravity"
        items={corrected === null ? [] : [['Corrected gravity', q.format('gravity', corrected)]]}
      >
        {corrected === null && <p className={styles.waiting}>Type the reading and both temperatures.</p>}
      </Results>
    </ToolCard>
  );
}
