// "Share by link" in the share dialog: the form while the recipe has no link; the new link's URL the one
// time it is shown (the server keeps only its hash); and while a link exists, since when, until when,
// "New link" (the old one stops working) and "Stop sharing" (asked first).
import { useState } from 'react';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { calendarDate } from '../../lib/relative-time';
import type { CreatedShare, ShareLink } from './answers';
import { CopyLinkField } from './CopyLinkField';
import { useCreateShare, useStopSharing } from './mutations';
import { ShareLinkForm } from './ShareLinkForm';
import styles from './Sharing.module.css';

/** Props of ShareLinkSection. */
export interface ShareLinkSectionProps {
  recipeId: string;
  /** The recipe's link as the server has it (null: none). */
  share: ShareLink | null;
}

/** Since when the link works and until when. */
function linkState(share: ShareLink): string {
  const since = `Shared since ${calendarDate(share.createdAt)}`;
  if (share.expired) return `${since}. Expired: the link no longer works.`;
  return share.expiresAt ? `${since}, expires ${calendarDate(share.expiresAt)}.` : `${since}, never expires.`;
}

/** The link part of the dialog. */
export function ShareLinkSection({ recipeId, share }: ShareLinkSectionProps) {
  const create = useCreateShare(recipeId);
  const stop = useStopSharing(recipeId);
  const [created, setCreated] = useState<CreatedShare | null>(null);
  const [replacing, setReplacing] = useState(false);
  const [confirmStop, setConfirmStop] = useState(false);
  // The link just made, until the recipe's sharing is read again.
  const link = share ?? (created && { ...created, expired: false });

  if (!link || replacing) {
    return (
      <>
        {replacing && (
          <p className={styles.warning} role="note">
            The current link stops working as soon as the new one is made.
          </p>
        )}
        <ShareLinkForm
          initialShownAs={link?.shownAs ?? 'name'}
          submitLabel={replacing ? 'Create new link' : 'Create link'}
          pending={create.isPending}
          onSubmit={(body) =>
            create.mutate(body, {
              onSuccess: (answer) => {
                setCreated(answer);
                setReplacing(false);
              },
            })
          }
          {...(replacing ? { onCancel: () => setReplacing(false) } : {})}
        />
      </>
    );
  }
  return (
    <>
      {created && (
        <>
          <CopyLinkField url={created.url} />
          <p className={styles.once}>Copy the link now: it is shown only this once.</p>
        </>
      )}
      <p className={styles.state}>{linkState(link)}</p>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          onClick={() => {
            setCreated(null);
            setReplacing(true);
          }}
        >
          New link
        </Button>
        <Button variant="danger" pending={stop.isPending} onClick={() => setConfirmStop(true)}>
          Stop sharing
        </Button>
      </div>
      <ConfirmDialog
        open={confirmStop}
        onOpenChange={setConfirmStop}
        title="Stop sharing?"
        text="The link stops working at once: whoever opens it is told it no longer works."
        confirmLabel="Stop sharing"
        danger
        onConfirm={() => stop.mutate(undefined, { onSuccess: () => setCreated(null) })}
      />
    </>
  );
}
