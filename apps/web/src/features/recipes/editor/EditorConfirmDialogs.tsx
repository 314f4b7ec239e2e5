// The recipe screen's confirmations: replace the equipment, remove an ingredient, discard changes for
// the latest saved version, and leave with unsaved changes.
import { ConfirmDialog } from '../../../components';
import type { DraftAction, RecipeDraft } from './recipe-draft';
import type { EditorModalState } from './use-editor-modal';
import type { LeaveGuard } from './use-leave-guard';

/** Props of the confirmations. */
export interface EditorConfirmDialogsProps {
  state: EditorModalState;
  draft: RecipeDraft;
  dispatch: (action: DraftAction) => void;
  guard: LeaveGuard;
  onReloadLatest: () => void;
  /** What an ingredient is removed from, as the question names it (default "the recipe"). */
  removeFrom?: string;
}

/** The open confirmation, if any (the leave question can come on top of nothing else). */
export function EditorConfirmDialogs({
  state,
  draft,
  dispatch,
  guard,
  onReloadLatest,
  removeFrom = 'the recipe',
}: EditorConfirmDialogsProps) {
  const { modal, close } = state;
  const dismiss = (open: boolean) => !open && close();
  const deleting =
    modal?.kind === 'delete' ? draft[modal.list].find((row) => row.id === modal.id) : undefined;
  return (
    <>
      {modal?.kind === 'confirmEquipment' && (
        <ConfirmDialog
          open
          onOpenChange={dismiss}
          title="Are you sure?"
          text="Do you really want to change the equipment? Changing it will update the recipe."
          confirmLabel="Change equipment"
          onConfirm={() => {
            dispatch({ type: 'applyEquipment', equipment: modal.equipment });
            close();
          }}
        />
      )}
      {modal?.kind === 'delete' && deleting && (
        <ConfirmDialog
          open
          onOpenChange={dismiss}
          title="Remove ingredient?"
          text={`Remove ${deleting.name} from ${removeFrom}?`}
          confirmLabel="Remove"
          danger
          onConfirm={() => {
            dispatch({ type: 'remove', list: modal.list, id: modal.id });
            close();
          }}
        />
      )}
      {guard.asking && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && guard.stay()}
          title="Leave without saving?"
          text="Your changes to this recipe are not saved. Leaving now discards them."
          cancelLabel="Keep editing"
          confirmLabel="Leave"
          danger
          onConfirm={guard.confirm}
        />
      )}
      {modal?.kind === 'reload' && (
        <ConfirmDialog
          open
          onOpenChange={dismiss}
          title="Discard your changes?"
          text="Reloading shows the latest saved version of this recipe. Everything you changed here will be lost."
          confirmLabel="Reload latest"
          danger
          onConfirm={() => {
            close();
            onReloadLatest();
          }}
        />
      )}
    </>
  );
}
