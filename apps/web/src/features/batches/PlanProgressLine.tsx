// Above the fermentation chart: where the batch stands in its plan today ("Day 5 of 21 · Primary, day 5
// of 14, 19.0 °C"), the plan not begun or done, or what the plan needs to be followed (a brew date).
import { type Batch, daysSincePitch, planDays, planProgress } from '@wortsmith/core';
import { useQuantities } from '../../lib/preferences';
import styles from './Batch.module.css';

/** Props of PlanProgressLine. */
export interface PlanProgressLineProps {
  batch: Pick<Batch, 'brewDate' | 'recipe'>;
  /** Now, ms since the epoch. */
  now: number;
}

/** The plan's day and step today; nothing for a recipe without a plan. */
export function PlanProgressLine({ batch, now }: PlanProgressLineProps) {
  const q = useQuantities();
  const steps = batch.recipe.fermentationSteps ?? [];
  if (steps.length === 0) return null;
  if (!batch.brewDate) {
    return (
      <p className={styles.hints}>
        Set the brew date to follow the {planDays(steps)}-day fermentation plan day by day.
      </p>
    );
  }
  const progress = planProgress(steps, daysSincePitch(batch.brewDate, now))!;
  return (
    <p className={styles.planProgress} role="status" aria-label="Fermentation plan today">
      {progress.phase === 'before' && <>The {progress.totalDays}-day plan starts on the brew date.</>}
      {progress.phase === 'during' && (
        <>
          <strong>
            Day {progress.day} of {progress.totalDays}
          </strong>
          <span>
            {progress.step.name}, day {progress.dayInStep} of {progress.step.days},{' '}
            {q.format('temperature', progress.temperature)}
          </span>
        </>
      )}
      {progress.phase === 'after' && (
        <>
          <strong>Day {progress.day}</strong>
          <span>the {progress.totalDays}-day plan is done.</span>
        </>
      )}
    </p>
  );
}
