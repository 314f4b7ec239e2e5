// "Delete batch": a question naming the batch, then the delete with its readings and back to the list.
import type { Batch } from '@wortsmith/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useDeleteBatch } from './mutations';

/** The batch screen's delete button and its question. */
export function DeleteBatchButton({ batch }: { batch: Batch }) {
  const navigate = useNavigate();
  const remove = useDeleteBatch(batch.id);
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button variant="danger" onClick={() => setAsking(true)} pending={remove.isPending}>
        Delete batch
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={`Delete #${batch.number} ${batch.name}?`}
        text="Its readings are deleted with it. This cannot be undone."
        confirmLabel="Delete"
        danger
        onConfirm={() =>
          remove.mutateAsync().then(
            () => navigate('/BatchList'),
            () => undefined, // the request helper has shown the error
          )
        }
      />
    </>
  );
}
