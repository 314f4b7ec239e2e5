// Settings › Your data and sessions: export everything as one JSON file, import such a file (from this
// or another Wortsmith, ImportAccountDialog.tsx), sign out everywhere (after a
// confirmation), and delete the account (the password, or a fresh Google sign-in for an account
// without one, and the e-mail address typed as confirmation).
import { FRESH_SIGN_IN_MINUTES } from '@wortsmith/core';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Modal } from '../../components/Modal';
import { TextField } from '../../components/TextField';
import { useSession } from '../../lib/session';
import { AccountField } from '../auth/AccountField';
import { ImportAccountDialog } from './ImportAccountDialog';
import { useDeleteAccount, useExportAccount, useLogOutEverywhere } from './mutations';
import styles from './SettingsPage.module.css';

/** The export, import, sign-out-everywhere and delete actions. */
export function AccountActions() {
  const exportAccount = useExportAccount();
  const signOutEverywhere = useLogOutEverywhere();
  const [confirmSignOut, setConfirmSignOut] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [importing, setImporting] = useState(false);

  return (
    <section className={styles.card} aria-labelledby="settings-data-title">
      <h3 className={styles.sectionTitle} id="settings-data-title">
        Your data and sessions
      </h3>
      <div className={styles.action}>
        <p>Download your profile, catalogue and recipes as one JSON file.</p>
        <Button variant="secondary" pending={exportAccount.isPending} onClick={() => exportAccount.mutate()}>
          Export my data
        </Button>
      </div>
      <div className={styles.action}>
        <p>Bring in the export of this or another Wortsmith: its recipes, batches, items and preferences.</p>
        <Button variant="secondary" onClick={() => setImporting(true)}>
          Import my data
        </Button>
      </div>
      <div className={styles.action}>
        <p>Sign out on every device and browser, this one included.</p>
        <Button
          variant="secondary"
          pending={signOutEverywhere.isPending}
          onClick={() => setConfirmSignOut(true)}
        >
          Sign out everywhere
        </Button>
      </div>
      <div className={styles.action}>
        <p>Delete your account with all its equipment, ingredients and recipes. This cannot be undone.</p>
        <Button variant="danger" onClick={() => setDeleting(true)}>
          Delete account
        </Button>
      </div>
      <ConfirmDialog
        open={confirmSignOut}
        onOpenChange={setConfirmSignOut}
        title="Sign out everywhere?"
        text="Every device signed in to your account will have to log in again, this one included."
        confirmLabel="Sign out everywhere"
        onConfirm={() => signOutEverywhere.mutate()}
      />
      {importing ? <ImportAccountDialog onClose={() => setImporting(false)} /> : null}
      {deleting ? <DeleteAccountDialog onClose={() => setDeleting(false)} /> : null}
    </section>
  );
}

/** Asks for the password and the typed e-mail address before deleting the account. */
function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const email = useSession()?.email ?? '';
  const remove = useDeleteAccount();
  const [password, setPassword] = useState('');
  const [typed, setTyped] = useState('');
  const confirmed = typed.trim().toLowerCase() === email.toLowerCase() && email !== '';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (confirmed) remove.mutate(password || undefined);
  };

  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Delete account"
      description="Your account and everything in it are deleted for good. Export your data first if you want to keep it."
    >
      <form className={styles.dialogForm} onSubmit={onSubmit} noValidate>
        <AccountField
          field="currentPassword"
          id="delete-password"
          label="Password"
          hint={`No password because you sign in with Google? Leave it empty, after signing in with Google within the last ${FRESH_SIGN_IN_MINUTES} minutes.`}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <TextField
          id="delete-confirm"
          label={`Type your e-mail address (${email}) to confirm`}
          autoComplete="off"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <div className={styles.footer}>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" disabled={!confirmed} pending={remove.isPending}>
            Delete my account
          </Button>
        </div>
      </form>
    </Modal>
  );
}
