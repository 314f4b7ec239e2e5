// What brew mode works out at a step from what was typed there: at the pre-boil check, the OG the batch
// is heading for and the way back to the planned OG (the tools' brew-day correction); at the OG, the
// top-up or extract after the boil; at the pitch, the yeast cells the wort needs against those planned.
import { type Batch, type BatchInput, type BrewStep, computeRecipeFigures } from '@wortsmith/core';
import { PostBoilResults, PreBoilResults } from '../batches/BrewDayCorrections';
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
    const { boilOff, boilTime } = batch.recipe.recipeEquipment;
    return (
      <PreBoilResults
        label="Where the batch is heading"
        plannedOg={plannedOg}
        gravity={value('preBoilGravity')}
        volume={value('preBoilVolume')}
        boilOff={boilOff}
        boilTime={boilTime}
      />
    );
  }
  if (step.kind === 'og') {
    return (
      <PostBoilResults
        label="After the boil"
        plannedOg={plannedOg}
        og={value('measuredOg')}
        litres={value('postBoilVolume')}
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
