// The question a leave guard asks before unsaved changes are dropped: keep editing, or leave.
import type { LeaveGuard } from '../lib/use-leave-guard';
import { ConfirmDialog } from './ConfirmDialog';

/** Props of LeaveConfirmDialog. */
export interface LeaveConfirmDialogProps {
  guard: LeaveGuard;
  /** What is being edited, as the question names it ("recipe", "batch"). */
  subject: string;
}

/** Shown while `guard` is asking. */
export function LeaveConfirmDialog({ guard, subject }: LeaveConfirmDialogProps) {
  if (!guard.asking) return null;
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && guard.stay()}
      title="Leave without saving?"
      text={`Your changes to this ${subject} are not saved. Leaving now discards them.`}
      cancelLabel="Keep editing"
      confirmLabel="Leave"
      danger
      onConfirm={guard.confirm}
    />
  );
}
