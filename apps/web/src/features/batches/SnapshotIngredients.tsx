// The batch's own copy of the recipe, its ingredients edited with the recipe screen's tables and
// dialogs (add from the catalogue, update, inline amounts, remove after a question). Only the batch's
// snapshot changes; the recipe it was brewed from is never touched.
import { computeRecipeFigures, type RecipeInput } from '@wortsmith/core';
import { useCallback, useMemo } from 'react';
import { useAmountUnits } from '../../lib/preferences';
import { EditorConfirmDialogs } from '../recipes/editor/EditorConfirmDialogs';
import { EditorModals } from '../recipes/editor/EditorModals';
import { IngredientsCard } from '../recipes/editor/ingredients/IngredientsCard';
import { type DraftAction, draftReducer, type RecipeDraft } from '../recipes/editor/recipe-draft';
import { useEditorModal } from '../recipes/editor/use-editor-modal';
import styles from './Batch.module.css';

// The recipe screen's ingredient edits (add, update, remove, amount) touch only the four lists, which a
// snapshot has as a draft does; the rest of the snapshot passes through unchanged.
const asDraft = (recipe: RecipeInput) => recipe as unknown as RecipeDraft;

/** Props of SnapshotIngredients. */
export interface SnapshotIngredientsProps {
  recipe: RecipeInput;
  /** Receives each edit as a function of the snapshot before it. */
  onChange: (edit: (recipe: RecipeInput) => RecipeInput) => void;
}

/** The snapshot's ingredient tables with their editing dialogs. */
export function SnapshotIngredients({ recipe, onChange }: SnapshotIngredientsProps) {
  const units = useAmountUnits();
  const dispatch = useCallback(
    (action: DraftAction) =>
      onChange((current) => draftReducer(asDraft(current), action) as unknown as RecipeInput),
    [onChange],
  );
  const modals = useEditorModal(dispatch);
  const draft = asDraft(recipe);
  const figures = useMemo(() => computeRecipeFigures(draft), [draft]);
  return (
    <div className={styles.ingredients}>
      <IngredientsCard
        lists={draft}
        figures={figures}
        units={units}
        readOnly={false}
        actions={modals.rowActions}
        onAdd={modals.openAdd}
      />
      <EditorModals state={modals} draft={draft} units={units} dispatch={dispatch} />
      <EditorConfirmDialogs
        state={modals}
        draft={draft}
        dispatch={dispatch}
        removeFrom="this batch (the recipe keeps it)"
      />
    </div>
  );
}
