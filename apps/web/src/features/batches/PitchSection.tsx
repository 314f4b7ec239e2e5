// The batch's pitch (issue 32): the cells its wort needs (its volume and OG, measured or planned) against
// the packs and starter the brewer records, filled from the recipe's yeasts when first planned; the
// cells needed, in the packs and after the starter are the core's pitch plan, as the server answers it,
// with the cells after each step and a suggestion. Saved with the batch as its `pitch`.
import { type Batch, batchLitres, batchOg, localIsoDate, pitchPlan } from '@wortsmith/core';
import { useWatch } from 'react-hook-form';
import { Button } from '../../components/Button';
import { errorAt } from '../../lib/forms';
import { useQuantities } from '../../lib/preferences';
import { PitchEditor } from '../tools/PitchEditor';
import { PitchResults } from '../tools/PitchResults';
import { pitchFigures } from '../tools/pitch-texts';
import styles from './Batch.module.css';
import { type PitchFormValues, plannedBatch, recipePitch } from './batch-tools-form';
import type { BatchForm } from './use-batch-draft';

/** The pitch section of the batch of `form`, `batch` as last saved. */
export function PitchSection({ form, batch }: { form: BatchForm; batch: Batch }) {
  const q = useQuantities();
  const [recipe, brewDate, measuredOg, fermenterVolume, packaging, pitch] = useWatch({
    control: form.control,
    name: ['recipe', 'brewDate', 'measuredOg', 'fermenterVolume', 'packaging', 'pitch'],
  });
  const planned = plannedBatch({ recipe, brewDate, measuredOg, fermenterVolume, packaging, pitch }, q, batch);
  const today = localIsoDate();
  // The brew date counts a liquid pack's age, as the server counts it; today until there is one.
  const pitchDay = planned.brewDate ?? today;
  const plan = pitchPlan(planned, today);
  const figures =
    plan && planned.pitch
      ? pitchFigures(plan, planned.pitch.packs, planned.pitch.starterSteps, pitchDay)
      : null;
  const set = (next: PitchFormValues) =>
    form.setValue('pitch', next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  const { errors } = form.formState;

  return (
    <section className={styles.section} aria-labelledby="pitch-title">
      <h2 id="pitch-title">Pitch</h2>
      {pitch.planned ? (
        <>
          <PitchEditor
            idPrefix="batch-pitch"
            value={pitch}
            onChange={(next) => set({ ...next, planned: true })}
            today={pitchDay}
            afterSteps={figures?.afterSteps ?? []}
            errorOf={(path) => errorAt(errors, `pitch.${path}`)}
          />
          <PitchResults
            figures={figures}
            note={`for ${q.format('volume', batchLitres(planned))} at ${q.format('gravity', batchOg(planned))}`}
            waiting="Type a pitch rate."
          />
          <div className={styles.row}>
            <Button variant="ghost" onClick={() => set({ ...pitch, planned: false })}>
              Remove the pitch plan
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className={styles.hints}>
            Compare the yeast cells this wort needs with the packs and the starter you have.
          </p>
          <Button variant="secondary" onClick={() => set({ planned: true, ...recipePitch(recipe) })}>
            Plan the pitch
          </Button>
        </>
      )}
    </section>
  );
}
