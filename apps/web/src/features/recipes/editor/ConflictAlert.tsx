// The in-page explanation of a save conflict (409): the recipe changed elsewhere since it was opened.
import { Button } from '../../../components';
import styles from './RecipeEditor.module.css';

/** Props of the conflict alert. */
export interface ConflictAlertProps {
  message: string;
  busy: boolean;
  onReload: () => void;
  onOverwrite: () => void;
}

/** A visible alert with the two ways out of a conflict; the user's draft stays as it is. */
export function ConflictAlert({ message, busy, onReload, onOverwrite }: ConflictAlertProps) {
  return (
    <div role="alert" className={styles.conflict}>
      <div>
        <strong>This recipe was changed elsewhere.</strong>
        <p>
          Someone (perhaps you, in another tab or on another device) saved this recipe after you opened it, so
          your changes were not saved. Everything you typed is still here. Reload latest to discard your
          changes and see the saved version, or save yours over it.
        </p>
        {message && <p className={styles.conflictDetail}>Server: {message}</p>}
      </div>
      <div className={styles.conflictActions}>
        <Button variant="secondary" onClick={onReload} disabled={busy}>
          Reload latest
        </Button>
        <Button variant="danger" onClick={onOverwrite} disabled={busy}>
          Save mine anyway
        </Button>
      </div>
    </div>
  );
}
