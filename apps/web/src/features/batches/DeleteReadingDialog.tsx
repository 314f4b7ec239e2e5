// The question before a reading is deleted, and the delete ("Error deleting reading" when it fails).
import type { BatchReading } from '@wortsmith/core';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useDeleteReading } from './mutations';

/** Props of DeleteReadingDialog. */
export interface DeleteReadingDialogProps {
  batchId: string;
  /** The reading asked about, or null when the question is closed. */
  reading: BatchReading | null;
  onClose: () => void;
}

/** Asks before deleting `reading`, then deletes it. */
export function DeleteReadingDialog({ batchId, reading, onClose }: DeleteReadingDialogProps) {
  const remove = useDeleteReading(batchId);
  return (
    <ConfirmDialog
      open={reading !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Delete this reading?"
      text="This cannot be undone."
      confirmLabel="Delete"
      danger
      onConfirm={() => {
        if (reading) remove.mutate(reading.id);
        onClose();
      }}
    />
  );
}
