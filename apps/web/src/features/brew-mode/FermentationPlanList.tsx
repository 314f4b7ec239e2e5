// Brew mode's fermentation plan at the pitch: each step of the batch's plan after the fermenter's first
// temperature, with its temperature in the brewer's unit, its days (and ramp) and the days of the plan.
import { type FermentationStep, planDayRangeText, planSpans } from '@wortsmith/core';
import { useQuantities } from '../../lib/preferences';
import styles from './BrewMode.module.css';

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/** The plan as a short ordered list. */
export function FermentationPlanList({ plan }: { plan: readonly FermentationStep[] }) {
  const q = useQuantities();
  return (
    <section className={styles.plan} aria-labelledby="brew-plan-title">
      <h3 id="brew-plan-title">Fermentation plan</h3>
      <ol>
        {planSpans(plan).map((span) => (
          <li key={span.step.id}>
            <span>
              <strong>{span.step.name}</strong> {q.format('temperature', span.step.temperature)}
            </span>
            <span className={styles.planDays}>
              {days(span.step.days)}
              {span.step.rampDays ? `, ramp ${days(span.step.rampDays)}` : ''} · {planDayRangeText(span)}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
