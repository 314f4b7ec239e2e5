// What brew mode works out at a step from what was typed there: at the pre-boil check, the OG the batch
// is heading for and the way back to the planned OG (the tools' brew-day correction); at the OG, the
// top-up or extract after the boil; at the pitch, the yeast cells the wort needs against those planned.
import {
  type Batch,
  type BatchInput,
  type BrewStep,
  computeRecipeFigures,
  postBoilCorrection,
  preBoilCorrection,
} from '@wortsmith/core';
import { CorrectionResults } from '../tools/CorrectionResults';
import { cellsText } from '../tools/tool-text';
import styles from './BrewMode.module.css';
import { measureValue } from './MeasureField';

/** The checks of `step`, if it has any. */
export function StepChecks({
  step,
  batch,
  typed,
}: {
  step: BrewStep;
  batch: Batch;
  typed: Partial<BatchInput>;
}) {
  const value = (field: Parameters<typeof measureValue>[0]) => measureValue(field, batch, typed) ?? null;
  const plannedOg = computeRecipeFigures(batch.recipe).og;
  if (step.kind === 'preBoil') {
    const gravity = value('preBoilGravity');
    const volume = value('preBoilVolume');
    const { boilOff, boilTime } = batch.recipe.recipeEquipment;
    return (
      <CorrectionResults
        label="Where the batch is heading"
        plannedOg={plannedOg}
        fix={
          gravity !== null && volume !== null
            ? preBoilCorrection({ plannedOg, gravity, volume, boilOff, boilMinutes: boilTime })
            : null
        }
        waiting="Type the pre-boil gravity and volume to see where the batch is heading."
      />
    );
  }
  if (step.kind === 'og') {
    const og = value('measuredOg');
    const litres = value('postBoilVolume');
    return (
      <CorrectionResults
        label="After the boil"
        plannedOg={plannedOg}
        fix={og !== null && litres !== null ? postBoilCorrection(plannedOg, og, litres) : null}
        waiting="With the OG and the post-boil volume typed, this says how to top up or add extract."
      />
    );
  }
  if (step.kind === 'pitch' && batch.pitchPlan) {
    const { cellsNeeded, cellsAfterStarter } = batch.pitchPlan;
    return (
      <p className={styles.cells}>
        This wort needs about {cellsText(cellsNeeded)} cells; the planned pitch has{' '}
        {cellsText(cellsAfterStarter)}.
      </p>
    );
  }
  return null;
}
