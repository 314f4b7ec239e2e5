// The recipe screen's confirmations about its draft: replace the equipment, remove an ingredient.
import { ConfirmDialog } from '../../../components';
import type { DraftAction, RecipeDraft } from './recipe-draft';
import type { EditorModalState } from './use-editor-modal';

/** Props of the confirmations. */
export interface EditorConfirmDialogsProps {
  state: EditorModalState;
  draft: RecipeDraft;
  dispatch: (action: DraftAction) => void;
  /** What an ingredient is removed from, as the question names it (default "the recipe"). */
  removeFrom?: string;
}

/** The open confirmation, if any. */
export function EditorConfirmDialogs({
  state,
  draft,
  dispatch,
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
    </>
  );
}
