// The recipe screen's Mash Schedule section: the steps in order with add, edit, delete and move up or
// down (plain buttons, so the keyboard does everything the mouse does); read-only in details mode.
import { formatQuantity, type MashStep } from '@wortsmith/core';
import { memo } from 'react';
import { Button, PlusIcon } from '../../../../components';
import { useDisplayUnits } from '../../../../lib/preferences';
import shared from '../ingredients/IngredientSection.module.css';
import { RemoveStepDialog, StepActions, useStepList } from '../StepListParts';
import styles from './MashSection.module.css';
import { MashStepModal } from './MashStepModal';

/** Props of the section. */
export interface MashSectionProps {
  steps: readonly MashStep[];
  readOnly: boolean;
  onChange: (steps: MashStep[]) => void;
}

/** The mash schedule card. */
export const MashSection = memo(function MashSection({ steps, readOnly, onChange }: MashSectionProps) {
  const list = useStepList(steps, onChange);
  const temperatureUnit = useDisplayUnits().temperature;

  return (
    <section className={styles.card} aria-labelledby="mash-schedule-title">
      <div className={shared.sectionHead}>
        <h2 id="mash-schedule-title" className={styles.title}>
          Mash Schedule
          <span className={shared.count}>{steps.length}</span>
        </h2>
        {!readOnly && (
          <Button variant="secondary" onClick={() => list.setDialog({ kind: 'edit', step: undefined })}>
            <PlusIcon />
            Add Mash Step
          </Button>
        )}
      </div>
      {steps.length === 0 ? (
        <p className={shared.empty}>No mash steps yet.</p>
      ) : (
        <table className={shared.table} ref={list.table}>
          <thead>
            <tr>
              <th scope="col">Step</th>
              <th scope="col">Type</th>
              <th scope="col">Temperature</th>
              <th scope="col">Time</th>
              {!readOnly && (
                <th scope="col">
                  <span className={shared.visuallyHidden}>Actions</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {steps.map((step, index) => (
              <tr key={step.id} className={styles.row} data-step-id={step.id}>
                <td className={styles.name}>
                  <span className={shared.nameText}>
                    {index + 1}. {step.name}
                  </span>
                  {step.description && <span className={shared.detail}>{step.description}</span>}
                </td>
                <td className={shared.kind}>{step.type}</td>
                <td className={styles.number}>
                  {formatQuantity('temperature', step.temperature, temperatureUnit)}
                </td>
                <td className={styles.number}>{step.time} min</td>
                {!readOnly && (
                  <StepActions
                    step={step}
                    index={index}
                    count={steps.length}
                    className={`${shared.actions} ${styles.actions}`}
                    upClassName={styles.up}
                    list={list}
                  />
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {!readOnly && list.dialog?.kind === 'edit' && (
        <MashStepModal step={list.dialog.step} onClose={list.close} onSave={list.save} />
      )}
      {!readOnly && <RemoveStepDialog list={list} what="mash step" from="the mash schedule" />}
    </section>
  );
});
