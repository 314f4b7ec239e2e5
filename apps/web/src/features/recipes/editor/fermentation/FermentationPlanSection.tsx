// The recipe screen's Fermentation section: the plan's steps in order (name, kind, temperature in the
// brewer's unit, days with the days of the plan they cover, ramp) with add, edit, delete and move up or
// down as in the mash schedule, the plan's total days, and a plan to start from the yeast's range while
// there is none; read-only in details mode.
import {
  FERMENTATION_STEP_KIND_NAMES,
  FERMENTATION_STEP_KINDS,
  type FermentationStep,
  type FermentationStepKind,
  MAX_FERMENTATION_STEPS,
  planDayRangeText,
  planDays,
  planFromYeast,
  planSpans,
  type RecipeYeast,
} from '@wortsmith/core';
import { memo, useMemo } from 'react';
import { Button, PlusIcon } from '../../../../components';
import { useQuantities } from '../../../../lib/preferences';
import shared from '../ingredients/IngredientSection.module.css';
import mash from '../mash/MashSection.module.css';
import { newIngredientId } from '../recipe-draft';
import { RemoveStepDialog, StepActions, useStepList } from '../StepListParts';
import styles from './FermentationPlanSection.module.css';
import { FermentationStepModal } from './FermentationStepModal';

/** Props of the section. */
export interface FermentationPlanSectionProps {
  steps: readonly FermentationStep[];
  /** The recipe's yeasts, whose stated temperature range may start a plan. */
  yeasts: readonly Pick<RecipeYeast, 'temperatureRange'>[];
  readOnly: boolean;
  onChange: (steps: FermentationStep[]) => void;
}

const daysText = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

/** The kind a new step starts as: primary first, then the kind after the last step's in the usual order. */
function nextKind(steps: readonly FermentationStep[]): FermentationStepKind {
  const last = steps.at(-1);
  if (!last) return 'primary';
  const at = FERMENTATION_STEP_KINDS.indexOf(last.kind);
  return FERMENTATION_STEP_KINDS[Math.min(at + 1, FERMENTATION_STEP_KINDS.length - 1)]!;
}

/** The fermentation plan card. */
export const FermentationPlanSection = memo(function FermentationPlanSection({
  steps,
  yeasts,
  readOnly,
  onChange,
}: FermentationPlanSectionProps) {
  const list = useStepList(steps, onChange);
  const q = useQuantities();
  const spans = useMemo(() => planSpans(steps), [steps]);
  const yeastPlan = useMemo(() => planFromYeast(yeasts, newIngredientId), [yeasts]);
  const full = steps.length >= MAX_FERMENTATION_STEPS;

  return (
    <section className={mash.card} aria-labelledby="fermentation-plan-title">
      <div className={shared.sectionHead}>
        <h2 id="fermentation-plan-title" className={mash.title}>
          Fermentation
          <span className={shared.count}>{steps.length}</span>
        </h2>
        {!readOnly && (
          <div className={styles.buttons}>
            {steps.length === 0 && yeastPlan && (
              <Button variant="secondary" onClick={() => onChange(yeastPlan)}>
                Start from the yeast
              </Button>
            )}
            <Button
              variant="secondary"
              disabled={full}
              onClick={() => list.setDialog({ kind: 'edit', step: undefined })}
            >
              <PlusIcon />
              Add Fermentation Step
            </Button>
          </div>
        )}
      </div>
      {steps.length === 0 ? (
        <p className={shared.empty}>
          No fermentation plan yet.
          {!readOnly && yeastPlan && (
            <>
              {' '}
              Start from the yeast: primary at {q.format('temperature', yeastPlan[0]!.temperature)} for{' '}
              {daysText(yeastPlan[0]!.days)}.
            </>
          )}
        </p>
      ) : (
        <>
          <table className={shared.table} ref={list.table}>
            <thead>
              <tr>
                <th scope="col">Step</th>
                <th scope="col">Kind</th>
                <th scope="col">Temperature</th>
                <th scope="col">Days</th>
                <th scope="col">Ramp</th>
                {!readOnly && (
                  <th scope="col">
                    <span className={shared.visuallyHidden}>Actions</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {spans.map(({ step, index, startDay, endDay }) => (
                <tr key={step.id} className={styles.row} data-step-id={step.id}>
                  <td className={styles.name}>
                    <span className={shared.nameText}>
                      {index + 1}. {step.name}
                    </span>
                    <span className={shared.detail}>{planDayRangeText({ startDay, endDay })}</span>
                  </td>
                  <td className={`${shared.kind} ${styles.kind}`}>
                    {FERMENTATION_STEP_KIND_NAMES[step.kind]}
                  </td>
                  <td className={`${mash.number} ${styles.temperature}`}>
                    {q.format('temperature', step.temperature)}
                  </td>
                  <td className={`${mash.number} ${styles.days}`}>{daysText(step.days)}</td>
                  <td className={`${mash.number} ${styles.ramp}`}>
                    {step.rampDays ? (
                      <>
                        <span className={styles.rampLabel}>ramp </span>
                        {daysText(step.rampDays)}
                      </>
                    ) : (
                      <>
                        <span aria-hidden="true">—</span>
                        <span className={shared.visuallyHidden}>No ramp</span>
                      </>
                    )}
                  </td>
                  {!readOnly && (
                    <StepActions
                      step={step}
                      index={index}
                      count={steps.length}
                      className={`${shared.actions} ${styles.actions}`}
                      upClassName={mash.up}
                      list={list}
                    />
                  )}
                </tr>
              ))}
            </tbody>
          </table>
          <p className={styles.total}>
            Total: <strong>{daysText(planDays(steps))}</strong>
            {full && !readOnly && ` · at most ${MAX_FERMENTATION_STEPS} steps`}
          </p>
        </>
      )}
      {!readOnly && list.dialog?.kind === 'edit' && (
        <FermentationStepModal
          step={list.dialog.step}
          kind={nextKind(steps)}
          onClose={list.close}
          onSave={list.save}
        />
      )}
      {!readOnly && <RemoveStepDialog list={list} what="fermentation step" from="the fermentation plan" />}
    </section>
  );
});
