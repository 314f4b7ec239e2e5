// The brew day's corrections (issue 32): as soon as a pre-boil gravity and volume are typed, the OG the
// batch is heading for with the recipe's boil-off and boil time, and how to reach the planned OG; once
// the measured OG and post-boil volume are typed, the same after the boil. The core's rules, live.
import { computeRecipeFigures, postBoilCorrection, preBoilCorrection } from '@wortsmith/core';
import { useWatch } from 'react-hook-form';
import { useQuantities } from '../../lib/preferences';
import { CorrectionResults } from '../tools/CorrectionResults';
import toolStyles from '../tools/Tools.module.css';
import { typedValue } from '../tools/tool-text';
import styles from './Batch.module.css';
import type { BatchForm } from './use-batch-draft';

/** The corrections of what is typed in the brew-day section of `form`. */
export function BrewDayCorrections({ form }: { form: BatchForm }) {
  const q = useQuantities();
  const [recipe, preBoilGravity, preBoilVolume, measuredOg, postBoilVolume] = useWatch({
    control: form.control,
    name: ['recipe', 'preBoilGravity', 'preBoilVolume', 'measuredOg', 'postBoilVolume'],
  });
  const plannedOg = computeRecipeFigures(recipe).og;
  const { boilOff, boilTime } = recipe.recipeEquipment;
  const gravity = typedValue(q, 'gravity', preBoilGravity);
  const volume = typedValue(q, 'volume', preBoilVolume);
  const og = typedValue(q, 'gravity', measuredOg);
  const litres = typedValue(q, 'volume', postBoilVolume);
  return (
    <div className={toolStyles.part}>
      <h3>Corrections</h3>
      <p className={styles.hints}>
        Against the planned OG of {q.format('gravity', plannedOg)}, with {q.format('volume', boilOff)} an hour
        boiling off for {boilTime} minutes.
      </p>
      <div className={styles.pair}>
        <PreBoilResults
          label="Before the boil"
          plannedOg={plannedOg}
          gravity={gravity}
          volume={volume}
          boilOff={boilOff}
          boilTime={boilTime}
        />
        <PostBoilResults label="After the boil" plannedOg={plannedOg} og={og} litres={litres} />
      </div>
    </div>
  );
}

/** The pre-boil correction of `gravity` and `volume` (null while either is missing) against `plannedOg`. */
export function PreBoilResults({
  label,
  plannedOg,
  gravity,
  volume,
  boilOff,
  boilTime,
}: {
  label: string;
  plannedOg: number;
  gravity: number | null;
  volume: number | null;
  boilOff: number;
  boilTime: number;
}) {
  return (
    <CorrectionResults
      label={label}
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

/** The post-boil correction of the measured `og` and `litres` (null while either is missing). */
export function PostBoilResults({
  label,
  plannedOg,
  og,
  litres,
}: {
  label: string;
  plannedOg: number;
  og: number | null;
  litres: number | null;
}) {
  return (
    <CorrectionResults
      label={label}
      plannedOg={plannedOg}
      fix={og !== null && litres !== null ? postBoilCorrection(plannedOg, og, litres) : null}
      waiting="Type the measured OG and the post-boil volume to top up or add extract."
    />
  );
}
