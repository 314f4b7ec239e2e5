// Saving from the batch screen: the form's check (the first message toasted, each shown at its field),
// then the save mutation, then the saved batch as the new baseline. A 409 means the batch changed
// elsewhere: the conflict is read from the mutation's own state (lib/use-save-conflict.ts).
import { firstFormError } from '../../lib/forms';
import { notifyError } from '../../lib/notify';
import { unresolvedConflict } from '../../lib/use-save-conflict';
import { BATCH_FIELD_ORDER } from './batch-form';
import { useSaveBatch } from './mutations';
import type { BatchDraft } from './use-batch-draft';

/** Save state of the batch screen. */
export interface BatchSaving {
  saving: boolean;
  /** The server's conflict message while a 409 is unresolved. */
  conflict: string | null;
  /** Checks and saves the draft, as a change of `version` when given (else the baseline's). */
  save: (version?: number) => void;
  clearConflict: () => void;
}

/** The save action of the batch screen for `draft`. */
export function useBatchSaving(draft: BatchDraft): BatchSaving {
  const mutation = useSaveBatch(draft.baseline.id);
  const conflict = unresolvedConflict(mutation);

  const save = (version?: number) =>
    void draft.form.handleSubmit(
      (body) =>
        mutation.mutate(
          { body: version === undefined ? body : { ...body, version }, conflict },
          { onSuccess: draft.replaceWith },
        ),
      (errors) => {
        const message = firstFormError(errors, BATCH_FIELD_ORDER);
        if (message) notifyError(message);
      },
    )();

  return { saving: mutation.isPending, conflict, save, clearConflict: mutation.reset };
}
