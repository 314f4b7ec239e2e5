// What a gravity measured on brew day means for the plan (the Tools page's and the batch's brew-day
// corrections): the OG and volume the batch is heading for, and the ways back to the planned OG.
import type { Correction } from '@wortsmith/core';
import { useQuantities } from '../../lib/preferences';
import { Results } from './ToolParts';
import styles from './Tools.module.css';
import { correctionSteps } from './tool-text';

/**
 * The correction `fix` against `plannedOg`, its results box named `label`; while `fix` is null (figures
 * missing), `waiting` says what to type.
 */
export function CorrectionResults({
  label,
  plannedOg,
  fix,
  waiting,
}: {
  label: string;
  plannedOg: number | null;
  fix: Correction | null;
  waiting: string;
}) {
  const q = useQuantities();
  if (fix === null || plannedOg === null) {
    return (
      <Results label={label} items={[]}>
        <p className={styles.waiting}>{waiting}</p>
      </Results>
    );
  }
  const steps = correctionSteps(q, plannedOg, fix);
  return (
    <Results
      label={label}
      items={[
        ['Heading for OG', q.format('gravity', fix.expectedOg), `planned ${q.format('gravity', plannedOg)}`],
        ['Volume after the boil', q.format('volume', fix.expectedVolume)],
      ]}
    >
      {steps.length === 0 ? (
        <p className={styles.suggestion}>On plan: nothing to correct.</p>
      ) : (
        <ul className={styles.advice}>
          {steps.map((step, index) => (
            <li key={step}>
              {index > 0 ? 'Or: ' : ''}
              {step}
            </li>
          ))}
        </ul>
      )}
    </Results>
  );
}
