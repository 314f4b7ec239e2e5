// The recipe screen's body: fields, ingredient tables, the live figures panel and glass, the modals
// (one at a time), saving, and a confirmation before leaving unsaved changes. Row callbacks are stable and figures are memoised on the inputs they
// read, so a keystroke re-renders only what depends on it.
import { computeRecipeFigures, type Equipment, findStyle, type MashStep, type Recipe } from '@wortsmith/core';
import { useCallback, useMemo, useReducer, useRef, useState } from 'react';
import { Button, ConfirmDialog, Field, fieldControlClass, PageHeader } from '../../../components';
import { useWeightUnit } from '../../../lib/session';
import { ExportMenu } from '../../interop/ExportMenu';
import { ConflictAlert } from './ConflictAlert';
import { FiguresPanel } from './figures/FiguresPanel';
import { AdviceGlass } from './glass/AdviceGlass';
import type { RowActions } from './ingredients/IngredientRow';
import { IngredientSection } from './ingredients/IngredientSection';
import { MashSection } from './mash/MashSection';
import { AddIngredientModal } from './modals/AddIngredientModal';
import { SelectEquipmentModal } from './modals/SelectEquipmentModal';
import { UpdateIngredientModal } from './modals/UpdateIngredientModal';
import styles from './RecipeEditor.module.css';
import { RecipeFields } from './RecipeFields';
import {
  draftFromRecipe,
  draftReducer,
  type IngredientListKey,
  type IngredientLists,
  type RecipeDraft,
  recipeBody,
} from './recipe-draft';
import { useLeaveGuard } from './use-leave-guard';
import { useSaveRecipe } from './use-save-recipe';

/** The screen's three modes (SPEC §4). */
export type EditorMode = 'new' | 'edit' | 'details';

type ModalState =
  | { kind: 'add'; list: IngredientListKey }
  | { kind: 'update'; list: IngredientListKey; id: string }
  | { kind: 'delete'; list: IngredientListKey; id: string }
  | { kind: 'equipment' }
  | { kind: 'confirmEquipment'; equipment: Equipment }
  | { kind: 'reload' }
  | null;

const LISTS: readonly IngredientListKey[] = [
  'recipeFermentables',
  'recipeHops',
  'recipeMisc',
  'recipeYeasts',
];
const TITLES: Record<EditorMode, string> = {
  new: 'Add New Recipe',
  edit: 'Update Recipe',
  details: 'Recipe Details',
};

/** Props of the editor. */
export interface RecipeEditorProps {
  initial: RecipeDraft;
  mode: EditorMode;
}

/** The whole recipe screen for one draft. */
export function RecipeEditor({ initial, mode }: RecipeEditorProps) {
  const [draft, dispatch] = useReducer(draftReducer, initial);
  const [modal, setModal] = useState<ModalState>(null);
  const [revision, setRevision] = useState(0);
  const unit = useWeightUnit();
  const { saving, conflict, save, clearConflict, fetchLatest } = useSaveRecipe();
  const readOnly = mode === 'details';

  const latest = useRef(draft);
  latest.current = draft;
  const getRecipe = useCallback(() => latest.current, []);

  // What was last loaded or reloaded; the draft is "unsaved" when its request body differs from it.
  const [baseline, setBaseline] = useState(initial);
  const baselineBody = useMemo(() => JSON.stringify(recipeBody(baseline)), [baseline]);
  const guard = useLeaveGuard(() => !readOnly && JSON.stringify(recipeBody(latest.current)) !== baselineBody);

  const { recipeEquipment, recipeFermentables, recipeHops, recipeYeasts } = draft;
  const figures = useMemo(
    () => computeRecipeFigures({ recipeEquipment, recipeFermentables, recipeHops, recipeYeasts }),
    [recipeEquipment, recipeFermentables, recipeHops, recipeYeasts],
  );
  const style = useMemo(() => findStyle(draft.style), [draft.style]);
  const { name, author, creationDate, description, type } = draft;
  const fieldValues = useMemo(
    () => ({ name, author, creationDate, description, style: draft.style, type, recipeEquipment }),
    [name, author, creationDate, description, draft.style, type, recipeEquipment],
  );

  const actions = useMemo<RowActions>(
    () => ({
      onEdit: (list, id) => setModal({ kind: 'update', list, id }),
      onDelete: (list, id) => setModal({ kind: 'delete', list, id }),
      onQuantity: (list, id, grams) => dispatch({ type: 'setQuantity', list, id, grams }),
    }),
    [],
  );
  const openAdd = useCallback((list: IngredientListKey) => setModal({ kind: 'add', list }), []);
  const openEquipment = useCallback(() => setModal({ kind: 'equipment' }), []);
  const setMashSteps = useCallback((steps: MashStep[]) => dispatch({ type: 'setMashSteps', steps }), []);
  const close = useCallback(() => setModal(null), []);
  const addItem = useCallback((list: IngredientListKey, item: IngredientLists[IngredientListKey]) => {
    dispatch({ type: 'add', list, item });
    setModal(null);
  }, []);
  const updateItem = useCallback((list: IngredientListKey, item: IngredientLists[IngredientListKey]) => {
    dispatch({ type: 'update', list, item });
    setModal(null);
  }, []);
  const chooseEquipment = (equipment: Equipment) => {
    if (latest.current.recipeEquipment.name) setModal({ kind: 'confirmEquipment', equipment });
    else {
      dispatch({ type: 'applyEquipment', equipment });
      setModal(null);
    }
  };

  const replaceWith = (recipe: Recipe) => {
    const reloaded = draftFromRecipe(recipe);
    dispatch({ type: 'replace', draft: reloaded });
    setBaseline(reloaded);
    setRevision((r) => r + 1);
    clearConflict();
  };
  const reloadLatest = async () => {
    if (draft.id) replaceWith(await fetchLatest(draft.id));
  };
  const overwrite = async () => {
    if (!draft.id) return;
    const saved = await fetchLatest(draft.id);
    const mine = { ...latest.current, version: saved.version };
    dispatch({ type: 'replace', draft: mine });
    await save(mine);
  };

  const computedFor = (list: IngredientListKey) =>
    list === 'recipeFermentables'
      ? figures.fermentablePercentages
      : list === 'recipeHops'
        ? figures.hopIbus
        : undefined;
  const editing = modal?.kind === 'update' ? draft[modal.list].find((row) => row.id === modal.id) : undefined;
  const deleting =
    modal?.kind === 'delete' ? draft[modal.list].find((row) => row.id === modal.id) : undefined;

  return (
    <div className={styles.page}>
      <PageHeader
        title={TITLES[mode]}
        actions={
          <>
            {draft.id && <ExportMenu path={`/api/recipes/${encodeURIComponent(draft.id)}/export`} />}
            <Button variant="secondary" onClick={() => guard.leave('/RecipeList')}>
              {readOnly ? 'Back' : 'Cancel'}
            </Button>
            {!readOnly && (
              <Button onClick={() => save(latest.current)} disabled={saving}>
                {saving ? 'Saving…' : 'Save'}
              </Button>
            )}
          </>
        }
      />
      {conflict !== null && !readOnly && (
        <ConflictAlert
          message={conflict}
          busy={saving}
          onReload={() => setModal({ kind: 'reload' })}
          onOverwrite={overwrite}
        />
      )}
      <div className={styles.layout}>
        <div className={styles.main} key={revision}>
          <RecipeFields
            draft={fieldValues}
            preBoilVolume={figures.preBoilVolume}
            readOnly={readOnly}
            dispatch={dispatch}
            onChangeEquipment={openEquipment}
          />
          <section className={styles.card} aria-label="Ingredients">
            <h2 className={styles.cardTitle}>Ingredients</h2>
            <div className={styles.sections}>
              {LISTS.map((list) => (
                <IngredientSection
                  key={list}
                  list={list}
                  items={draft[list]}
                  computed={computedFor(list)}
                  unit={unit}
                  readOnly={readOnly}
                  actions={actions}
                  onAdd={openAdd}
                />
              ))}
            </div>
          </section>
          <MashSection steps={draft.mashSteps} readOnly={readOnly} onChange={setMashSteps} />
          <section className={styles.card} aria-labelledby="recipe-notes-title">
            <h2 id="recipe-notes-title" className={styles.cardTitle}>
              Notes
            </h2>
            <Field id="recipe-notes" label="Notes">
              <textarea
                id="recipe-notes"
                className={fieldControlClass}
                rows={4}
                value={draft.notes}
                disabled={readOnly}
                onChange={(event) => dispatch({ type: 'setText', field: 'notes', value: event.target.value })}
              />
            </Field>
          </section>
        </div>
        <aside className={styles.side} aria-label="Figures and advice">
          <div className={styles.glass}>
            <AdviceGlass ebc={figures.ebc} getRecipe={getRecipe} />
          </div>
          <FiguresPanel figures={figures} style={style} />
        </aside>
      </div>

      {!readOnly && modal?.kind === 'add' && (
        <AddIngredientModal list={modal.list} unit={unit} onClose={close} onAdd={addItem} />
      )}
      {!readOnly && modal?.kind === 'update' && editing && (
        <UpdateIngredientModal
          list={modal.list}
          item={editing}
          unit={unit}
          onClose={close}
          onSave={updateItem}
        />
      )}
      {!readOnly && modal?.kind === 'equipment' && (
        <SelectEquipmentModal onClose={close} onChoose={chooseEquipment} />
      )}
      {modal?.kind === 'confirmEquipment' && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && close()}
          title="Are you sure?"
          text="Do you really want to change the equipment? Changing it will update the recipe."
          confirmLabel="Change equipment"
          onConfirm={() => {
            if (modal?.kind === 'confirmEquipment')
              dispatch({ type: 'applyEquipment', equipment: modal.equipment });
            close();
          }}
        />
      )}
      {modal?.kind === 'delete' && deleting && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && close()}
          title="Remove ingredient?"
          text={`Remove ${deleting.name} from the recipe?`}
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
          onOpenChange={(open) => !open && close()}
          title="Discard your changes?"
          text="Reloading shows the latest saved version of this recipe. Everything you changed here will be lost."
          confirmLabel="Reload latest"
          danger
          onConfirm={() => {
            close();
            void reloadLatest();
          }}
        />
      )}
    </div>
  );
}
