// The recipe screen's dialogs that change ingredients or equipment: add, update, and pick an equipment
// (asking first when one is already set). Each is mounted only while open.
import type { AmountUnits, Equipment } from '@wortsmith/core';
import { AddIngredientModal } from './modals/AddIngredientModal';
import { SelectEquipmentModal } from './modals/SelectEquipmentModal';
import { UpdateIngredientModal } from './modals/UpdateIngredientModal';
import type { DraftAction, IngredientListKey, IngredientLists, RecipeDraft } from './recipe-draft';
import type { EditorModalState } from './use-editor-modal';

/** Props of the editing dialogs. */
export interface EditorModalsProps {
  state: EditorModalState;
  draft: RecipeDraft;
  units: AmountUnits;
  dispatch: (action: DraftAction) => void;
}

/** The open add, update or equipment dialog, if any. */
export function EditorModals({ state, draft, units, dispatch }: EditorModalsProps) {
  const { modal, open, close } = state;
  const apply =
    (type: 'add' | 'update') => (list: IngredientListKey, item: IngredientLists[IngredientListKey]) => {
      dispatch({ type, list, item });
      close();
    };
  const chooseEquipment = (equipment: Equipment) => {
    if (draft.recipeEquipment.name) open({ kind: 'confirmEquipment', equipment });
    else {
      dispatch({ type: 'applyEquipment', equipment });
      close();
    }
  };

  switch (modal?.kind) {
    case 'add':
      return <AddIngredientModal list={modal.list} units={units} onClose={close} onAdd={apply('add')} />;
    case 'update': {
      const item = draft[modal.list].find((row) => row.id === modal.id);
      return item ? (
        <UpdateIngredientModal
          list={modal.list}
          item={item}
          units={units}
          onClose={close}
          onSave={apply('update')}
        />
      ) : null;
    }
    case 'equipment':
      return <SelectEquipmentModal onClose={close} onChoose={chooseEquipment} />;
    default:
      return null;
  }
}
