// What the recipe screen's ordered step lists (the mash schedule, the fermentation plan) share: the
// dialog being open (edit or delete), moving a step with focus following it so repeated presses keep
// moving it, each row's Move up, Move down, Edit and Delete buttons, and the question before a removal.
import { useEffect, useRef, useState } from 'react';
import { ChevronIcon, ConfirmDialog, IconButton, PencilIcon, TrashIcon } from '../../../components';
import { moveStep, putStep, removeStep } from './step-list';

interface Step {
  id: string;
  name: string;
}

/** Which dialog of a step list is open: a step's edit (a new step when undefined) or its removal. */
export type StepDialog<T extends Step> =
  | { kind: 'edit'; step: T | undefined }
  | { kind: 'delete'; step: T }
  | null;

/** A step list's state and edits over `steps`, each handed to `onChange`. */
export function useStepList<T extends Step>(steps: readonly T[], onChange: (steps: T[]) => void) {
  const [dialog, setDialog] = useState<StepDialog<T>>(null);
  const table = useRef<HTMLTableElement>(null);
  const [moved, setMoved] = useState<{ id: string; offset: -1 | 1 } | null>(null);
  useEffect(() => {
    if (!moved) return;
    const row = table.current?.querySelector(`tr[data-step-id="${CSS.escape(moved.id)}"]`);
    const buttons = [...(row?.querySelectorAll<HTMLButtonElement>('button[data-move]') ?? [])];
    const same = buttons.find((b) => b.dataset.move === String(moved.offset) && !b.disabled);
    (same ?? buttons.find((b) => !b.disabled))?.focus();
    setMoved(null);
  }, [moved]);
  return {
    /** The list's table: its rows carry `data-step-id`. */
    table,
    dialog,
    setDialog,
    close: () => setDialog(null),
    move: (id: string, offset: -1 | 1) => {
      onChange(moveStep(steps, id, offset));
      setMoved({ id, offset });
    },
    save: (step: T) => {
      onChange(putStep(steps, step));
      setDialog(null);
    },
    remove: (id: string) => {
      onChange(removeStep(steps, id));
      setDialog(null);
    },
  };
}

/** The Move up, Move down, Edit and Delete buttons of the step at `index` of `count`. */
export function StepActions<T extends Step>({
  step,
  index,
  count,
  className,
  upClassName,
  list,
}: {
  step: T;
  index: number;
  count: number;
  className: string;
  /** Turns the chevron up. */
  upClassName: string | undefined;
  list: ReturnType<typeof useStepList<T>>;
}) {
  return (
    <td className={className}>
      <IconButton
        label={`Move ${step.name} up`}
        data-move="-1"
        disabled={index === 0}
        onClick={() => list.move(step.id, -1)}
      >
        <ChevronIcon className={upClassName} />
      </IconButton>
      <IconButton
        label={`Move ${step.name} down`}
        data-move="1"
        disabled={index === count - 1}
        onClick={() => list.move(step.id, 1)}
      >
        <ChevronIcon />
      </IconButton>
      <IconButton label={`Edit ${step.name}`} onClick={() => list.setDialog({ kind: 'edit', step })}>
        <PencilIcon />
      </IconButton>
      <IconButton
        label={`Delete ${step.name}`}
        tone="danger"
        onClick={() => list.setDialog({ kind: 'delete', step })}
      >
        <TrashIcon />
      </IconButton>
    </td>
  );
}

/** The question before a step of `list` is removed: "Remove <what>?", from `from`. */
export function RemoveStepDialog<T extends Step>({
  list,
  what,
  from,
}: {
  list: ReturnType<typeof useStepList<T>>;
  what: string;
  from: string;
}) {
  const { dialog } = list;
  if (dialog?.kind !== 'delete') return null;
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && list.close()}
      title={`Remove ${what}?`}
      text={`Remove ${dialog.step.name} from ${from}?`}
      confirmLabel="Remove"
      danger
      onConfirm={() => list.remove(dialog.step.id)}
    />
  );
}
