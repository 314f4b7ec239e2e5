// The Water section's mash pH: grain temperature and target pH, the predicted mash pH marked against 5.2–5.6,
// what brings it to the target (an acid, or baking soda, with a button that adds it), and Match target.
import {
  DEFAULT_GRAIN_TEMPERATURE,
  DEFAULT_TARGET_MASH_PH,
  MASH_PH_RANGE,
  type MashPhStanding,
  mashPhStanding,
  type RecipeWater,
  type WaterReport,
} from '@wortsmith/core';
import { memo } from 'react';
import { Button, Field, fieldControlProps } from '../../../../components';
import { useQuantities } from '../../../../lib/preferences';
import type { RecipeFieldErrors } from '../field-errors';
import { NumberInput, UnitNumberInput } from '../NumberInput';
import styles from './MashPhPanel.module.css';
import { MatchTarget, type WaterTarget } from './MatchTarget';
import shared from './WaterSection.module.css';
import { type PhCorrection, type WaterEdit, withPhCorrection } from './water-edits';
import { WATER_FIELD_IDS as ids } from './water-field-ids';

/** The meter's scale: a little wider than any mash a brewer would want. */
const SCALE = { min: 4.8, max: 6.0 };
const RANGE_TEXT = `${MASH_PH_RANGE.min.toFixed(1)}–${MASH_PH_RANGE.max.toFixed(1)}`;
const STANDING_TEXT: Record<MashPhStanding, string> = {
  low: `▼ below ${RANGE_TEXT}`,
  within: `within ${RANGE_TEXT}`,
  high: `▲ above ${RANGE_TEXT}`,
};

const share = (pH: number) => Math.min(1, Math.max(0, (pH - SCALE.min) / (SCALE.max - SCALE.min)));

/** The predicted pH, large, with its standing and a bar showing the range. */
function PredictedPh({ pH }: { pH: number | null }) {
  const standing = mashPhStanding(pH);
  const text = pH === null ? '—' : pH.toFixed(2);
  return (
    <div className={styles.ph} data-standing={standing ?? 'none'}>
      <span className={styles.phLabel}>Predicted mash pH</span>
      <span className={styles.phValue} data-testid="predicted-mash-ph">
        {text}
      </span>
      <span className={styles.phStanding}>
        {standing ? STANDING_TEXT[standing] : 'Add grain to predict it'}
      </span>
      {/* biome-ignore lint/a11y/useSemanticElements: a native <meter> cannot draw the range band and marker */}
      <div
        className={styles.phBar}
        role="meter"
        aria-label={`Predicted mash pH, aim ${RANGE_TEXT}`}
        aria-valuemin={SCALE.min}
        aria-valuemax={SCALE.max}
        aria-valuenow={pH === null ? SCALE.min : Math.min(SCALE.max, Math.max(SCALE.min, pH))}
        aria-valuetext={standing ? `${text}, ${STANDING_TEXT[standing]}` : 'no prediction'}
      >
        <span
          className={styles.phBand}
          style={{
            left: `${share(MASH_PH_RANGE.min) * 100}%`,
            right: `${(1 - share(MASH_PH_RANGE.max)) * 100}%`,
          }}
        />
        {pH !== null && (
          <span className={styles.phMarker} style={{ left: `calc((100% - 6px) * ${share(pH)})` }} />
        )}
      </div>
    </div>
  );
}

/** What brings the mash to the target pH, in words, with the buttons that add it. */
function PhAdvice({
  advice,
  readOnly,
  onAdd,
}: {
  advice: WaterReport['toTargetPh'];
  readOnly: boolean;
  onAdd: (correction: PhCorrection) => void;
}) {
  if (!advice) return <p className={shared.hint}>Add grain to the recipe to get advice on its mash pH.</p>;
  const target = advice.targetPh.toFixed(2);
  const add = (correction: PhCorrection, label: string) =>
    !readOnly && (
      <Button variant="secondary" onClick={() => onAdd(correction)}>
        {label}
      </Button>
    );
  if (advice.lacticMillilitres > 0 || advice.phosphoricMillilitres > 0) {
    const lactic = `${advice.lacticMillilitres} mL lactic acid (${advice.lacticStrength} %)`;
    const phosphoric = `${advice.phosphoricMillilitres} mL phosphoric acid (${advice.phosphoricStrength} %)`;
    return (
      <div className={styles.advice}>
        <p>
          To reach pH {target}, add {lactic} to the mash, or {phosphoric}.
        </p>
        <div className={styles.actions}>
          {add('lactic', `Add ${lactic}`)}
          {add('phosphoric', `Add ${phosphoric}`)}
        </div>
      </div>
    );
  }
  if (advice.bakingSodaGrams > 0) {
    const soda = `${advice.bakingSodaGrams} g baking soda`;
    return (
      <div className={styles.advice}>
        <p>
          To reach pH {target}, add {soda} to the mash.
        </p>
        <div className={styles.actions}>{add('bakingSoda', `Add ${soda}`)}</div>
      </div>
    );
  }
  return <p className={styles.advice}>The mash is at its target pH of {target}.</p>;
}

/** Props of MashPhPanel. */
export interface MashPhPanelProps {
  water: RecipeWater;
  report: WaterReport;
  target: WaterTarget | null;
  errors: RecipeFieldErrors;
  readOnly: boolean;
  edit: WaterEdit;
}

/** The mash pH part of the Water section. */
export const MashPhPanel = memo(function MashPhPanel({
  water,
  report,
  target,
  errors,
  readOnly,
  edit,
}: MashPhPanelProps) {
  const q = useQuantities();
  const control = (id: string) => ({
    ...fieldControlProps(id, errors[id as keyof RecipeFieldErrors]),
    disabled: readOnly,
  });
  const advice = report.toTargetPh;
  return (
    <div className={styles.phPanel}>
      <PredictedPh pH={report.mashPh} />
      <div className={styles.phInputs}>
        <Field
          id={ids.grainTemperature}
          label={`Grain temperature (${q.symbol('temperature')})`}
          error={errors[ids.grainTemperature]}
        >
          <UnitNumberInput
            {...control(ids.grainTemperature)}
            optional
            quantity="temperature"
            unit={q.units.temperature}
            placeholder={q.inputText('temperature', DEFAULT_GRAIN_TEMPERATURE)}
            value={water.grainTemperature ?? Number.NaN}
            onValue={(value) => edit((w) => ({ ...w, grainTemperature: Number.isNaN(value) ? null : value }))}
          />
        </Field>
        <Field id={ids.targetMashPh} label="Target mash pH" error={errors[ids.targetMashPh]}>
          <NumberInput
            {...control(ids.targetMashPh)}
            optional
            placeholder={String(DEFAULT_TARGET_MASH_PH)}
            value={water.targetMashPh ?? Number.NaN}
            onValue={(value) => edit((w) => ({ ...w, targetMashPh: Number.isNaN(value) ? null : value }))}
          />
        </Field>
      </div>
      <PhAdvice
        advice={advice}
        readOnly={readOnly}
        onAdd={(c) => advice && edit((w) => withPhCorrection(w, advice, c))}
      />
      {!readOnly && target && (
        <div className={styles.match}>
          <MatchTarget water={water} report={report} target={target} edit={edit} />
          <span className={shared.hint}>Proposes salts that bring the water to {target.name}.</span>
        </div>
      )}
    </div>
  );
});
