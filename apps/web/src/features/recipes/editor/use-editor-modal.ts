// Which modal or confirmation of the recipe screen is open (one at a time), and the stable callbacks
// the ingredient rows and buttons open them with.
import type { Equipment } from '@wortsmith/core';
import { useCallback, useMemo, useState } from 'react';
import type { RowActions } from './ingredients/IngredientRow';
import type { DraftAction, IngredientListKey } from './recipe-draft';

/** The open modal or confirmation, if any. */
export type EditorModal =
  | { kind: 'add'; list: IngredientListKey }
  | { kind: 'update'; list: IngredientListKey; id: string }
  | { kind: 'delete'; list: IngredientListKey; id: string }
  | { kind: 'equipment' }
  | { kind: 'confirmEquipment'; equipment: Equipment }
  | null;

/** The modal state and its openers; every function keeps its identity between renders. */
export interface EditorModalState {
  modal: EditorModal;
  open: (modal: EditorModal) => void;
  close: () => void;
  openAdd: (list: IngredientListKey) => void;
  openEquipment: () => void;
  /** Edit, delete and inline quantity of the ingredient rows. */
  rowActions: RowActions;
}

/** The editor's modal state; `dispatch` applies the rows' inline quantity edits. */
export function useEditorModal(dispatch: (action: DraftAction) => void): EditorModalState {
  const [modal, open] = useState<EditorModal>(null);
  const close = useCallback(() => open(null), []);
  const openAdd = useCallback((list: IngredientListKey) => open({ kind: 'add', list }), []);
  const openEquipment = useCallback(() => open({ kind: 'equipment' }), []);
  const rowActions = useMemo<RowActions>(
    () => ({
      onEdit: (list, id) => open({ kind: 'update', list, id }),
      onDelete: (list, id) => open({ kind: 'delete', list, id }),
      onQuantity: (list, id, grams) => dispatch({ type: 'setQuantity', list, id, grams }),
    }),
    [dispatch],
  );
  return { modal, open, close, openAdd, openEquipment, rowActions };
}
