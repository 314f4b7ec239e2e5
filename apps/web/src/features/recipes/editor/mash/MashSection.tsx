// The recipe screen's Mash Schedule section: the steps in order with add, edit, delete and move up or
// down (plain buttons, so the keyboard does everything the mouse does); read-only in details mode.
import { formatQuantity, type MashStep } from '@wortsmith/core';
import { memo, useEffect, useRef, useState } from 'react';
import {
  Button,
  ChevronIcon,
  ConfirmDialog,
  IconButton,
  PencilIcon,
  PlusIcon,
  TrashIcon,
} from '../../../../components';
import { useDisplayUnits } from '../../../../lib/preferences';
import shared from '../ingredients/IngredientSection.module.css';
import { moveStep, putStep, removeStep } from '../step-list';
import styles from './MashSection.module.css';
import { MashStepModal } from './MashStepModal';

/** Props of the section. */
export interface MashSectionProps {
  steps: readonly MashStep[];
  readOnly: boolean;
  onChange: (steps: MashStep[]) => void;
}

type Dialog = { kind: 'edit'; step: MashStep | undefined } | { kind: 'delete'; step: MashStep } | null;

/** The mash schedule card. */
export const MashSection = memo(function MashSection({ steps, readOnly, onChange }: MashSectionProps) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const temperatureUnit = useDisplayUnits().temperature;
  const table = useRef<HTMLTableElement>(null);
  // After a move, focus follows the moved step so repeated presses keep moving it.
  const [moved, setMoved] = useState<{ id: string; offset: -1 | 1 } | null>(null);
  useEffect(() => {
    if (!moved) return;
    const row = table.current?.querySelector(`tr[data-step-id="${CSS.escape(moved.id)}"]`);
    const buttons = [...(row?.querySelectorAll<HTMLButtonElement>('button[data-move]') ?? [])];
    const same = buttons.find((b) => b.dataset.move === String(moved.offset) && !b.disabled);
    (same ?? buttons.find((b) => !b.disabled))?.focus();
    setMoved(null);
  }, [moved]);

  const move = (id: string, offset: -1 | 1) => {
    onChange(moveStep(steps, id, offset));
    setMoved({ id, offset });
  };

  return (
    <section className={styles.card} aria-labelledby="mash-schedule-title">
      <div className={shared.sectionHead}>
        <h2 id="mash-schedule-title" className={styles.title}>
          Mash Schedule
          <span className={shared.count}>{steps.length}</span>
        </h2>
        {!readOnly && (
          <Button variant="secondary" onClick={() => setDialog({ kind: 'edit', step: undefined })}>
            <PlusIcon />
            Add Mash Step
          </Button>
        )}
      </div>
      {steps.length === 0 ? (
        <p className={shared.empty}>No mash steps yet.</p>
      ) : (
        <table className={shared.table} ref={table}>
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
                  <td className={`${shared.actions} ${styles.actions}`}>
                    <IconButton
                      label={`Move ${step.name} up`}
                      data-move="-1"
                      disabled={index === 0}
                      onClick={() => move(step.id, -1)}
                    >
                      <ChevronIcon className={styles.up} />
                    </IconButton>
                    <IconButton
                      label={`Move ${step.name} down`}
                      data-move="1"
                      disabled={index === steps.length - 1}
                      onClick={() => move(step.id, 1)}
                    >
                      <ChevronIcon />
                    </IconButton>
                    <IconButton label={`Edit ${step.name}`} onClick={() => setDialog({ kind: 'edit', step })}>
                      <PencilIcon />
                    </IconButton>
                    <IconButton
                      label={`Delete ${step.name}`}
                      tone="danger"
                      onClick={() => setDialog({ kind: 'delete', step })}
                    >
                      <TrashIcon />
                    </IconButton>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {!readOnly && dialog?.kind === 'edit' && (
        <MashStepModal
          step={dialog.step}
          onClose={() => setDialog(null)}
          onSave={(step) => {
            onChange(putStep(steps, step));
            setDialog(null);
          }}
        />
      )}
      {!readOnly && dialog?.kind === 'delete' && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setDialog(null)}
          title="Remove mash step?"
          text={`Remove ${dialog.step.name} from the mash schedule?`}
          confirmLabel="Remove"
          danger
          onConfirm={() => {
            onChange(removeStep(steps, dialog.step.id));
            setDialog(null);
          }}
        />
      )}
    </section>
  );
});
