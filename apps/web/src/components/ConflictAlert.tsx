// The in-page explanation of a save conflict (409): what is edited here changed elsewhere since it was
// opened. Its two ways out: reload the latest saved version (after a question, since the user's
// changes are dropped) or save the user's changes over it.
import { useState } from 'react';
import type { SaveConflict } from '../lib/use-save-conflict';
import { Button } from './Button';
import { ConfirmDialog } from './ConfirmDialog';
import styles from './ConflictAlert.module.css';

/** Props of the conflict alert. */
export interface ConflictAlertProps {
  /** What is being edited, as the alert names it ("recipe", "batch"). */
  subject: string;
  /** The screen's conflict (useSaveConflict); its reload runs once the user confirms it. */
  conflict: SaveConflict;
  /** More classes for the alert (its place on the screen). */
  className?: string;
}

/**
 * While `conflict` is unresolved, a visible alert with its two ways out; the user's changes stay as
 * they are. Nothing otherwise.
 */
export function ConflictAlert({ subject, conflict, className }: ConflictAlertProps) {
  const [asking, setAsking] = useState(false);
  const { message, busy } = conflict;
  if (message === null) return null;
  return (
    <div role="alert" className={className ? `${styles.conflict} ${className}` : styles.conflict}>
      <div>
        <strong>This {subject} was changed elsewhere.</strong>
        <p>
          Someone (perhaps you, in another tab or on another device) saved this {subject} after you opened it,
          so your changes were not saved. Everything you typed is still here. Reload latest to discard your
          changes and see the saved version, or save yours over it.
        </p>
        {message && (
          <p className={styles.detail}>
            Server: <span>{message}</span>
          </p>
        )}
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => setAsking(true)} disabled={busy}>
          Reload latest
        </Button>
        <Button variant="danger" onClick={() => void conflict.overwrite()} disabled={busy}>
          Save mine anyway
        </Button>
      </div>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Discard your changes?"
        text={`Reloading shows the latest saved version of this ${subject}. Everything you changed here will be lost.`}
        confirmLabel="Reload latest"
        danger
        onConfirm={() => {
          setAsking(false);
          void conflict.reloadLatest();
        }}
      />
    </div>
  );
}
