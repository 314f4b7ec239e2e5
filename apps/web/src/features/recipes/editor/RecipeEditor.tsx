// The recipe screen's body: composes the header, the conflict alert, the cards of the main column, the
// figures side and the dialogs. State lives in hooks (draft session, save, conflict, modal, leave
// guard); figures are memoised on the inputs they read, so a keystroke re-renders only what depends on it.
import {
  type CopiedFrom,
  computeFiguresWithMethods,
  type FermentationStep,
  findStyle,
  type MashStep,
  type RecipeWater,
} from '@wortsmith/core';
import { useCallback, useMemo } from 'react';
import { Button, ConflictAlert, LeaveConfirmDialog, PageHeader } from '../../../components';
import { useAmountUnits, usePreferences } from '../../../lib/preferences';
import { useLeaveGuard } from '../../../lib/use-leave-guard';
import { useSaveConflict } from '../../../lib/use-save-conflict';
import { ExportMenu } from '../../interop/ExportMenu';
import { ShareButton } from '../../sharing/ShareButton';
import { CopiedFromCredit } from '../history/CopiedFromCredit';
import { HistoryCard } from '../history/HistoryCard';
import { recipeQueries } from '../queries';
import { EditorConfirmDialogs } from './EditorConfirmDialogs';
import { EditorModals } from './EditorModals';
import { FermentationPlanSection } from './fermentation/FermentationPlanSection';
import { FiguresPanel } from './figures/FiguresPanel';
import { AdviceGlass } from './glass/AdviceGlass';
import { IngredientsCard } from './ingredients/IngredientsCard';
import { MashSection } from './mash/MashSection';
import styles from './RecipeEditor.module.css';
import { RecipeFields } from './RecipeFields';
import { RecipeNotes } from './RecipeNotes';
import type { RecipeDraft } from './recipe-draft';
import { StockCard } from './stock/StockCard';
import { useRecipeStock } from './stock/use-recipe-stock';
import { useDraftSession } from './use-draft-session';
import { useEditorModal } from './use-editor-modal';
import { useRecipeValidation } from './use-recipe-validation';
import { useRecipeSaving } from './use-save-recipe';
import { WaterSection } from './water/WaterSection';

/** The screen's three modes (SPEC §4). */
export type EditorMode = 'new' | 'edit' | 'details';

const TITLES: Record<EditorMode, string> = {
  new: 'Add New Recipe',
  edit: 'Update Recipe',
  details: 'Recipe Details',
};

/** Props of the editor. */
export interface RecipeEditorProps {
  initial: RecipeDraft;
  mode: EditorMode;
  /** Where a copy of someone else's recipe came from: credited under the title. */
  copiedFrom?: CopiedFrom | null;
}

/** The whole recipe screen for one draft. */
export function RecipeEditor({ initial, mode, copiedFrom = null }: RecipeEditorProps) {
  const session = useDraftSession(initial);
  const { draft, dispatch, getDraft } = session;
  const readOnly = mode === 'details';
  const units = useAmountUnits();
  const validation = useRecipeValidation(draft);
  const saving = useRecipeSaving(validation.check);
  const conflict = useSaveConflict({
    saving,
    latest: () => {
      const { id } = getDraft();
      return id ? recipeQueries.detail(id) : null;
    },
    replaceWith: session.replaceWith,
    // The draft takes the latest version number, so it is what a further save sends too.
    saveOver: ({ version }) => {
      const mine = { ...getDraft(), version };
      dispatch({ type: 'replace', draft: mine });
      saving.save(mine);
    },
  });
  const modals = useEditorModal(dispatch);
  const guard = useLeaveGuard(() => !readOnly && session.isDirty());
  const setMashSteps = useCallback(
    (steps: MashStep[]) => dispatch({ type: 'setMashSteps', steps }),
    [dispatch],
  );
  const setFermentationSteps = useCallback(
    (steps: FermentationStep[]) => dispatch({ type: 'setFermentationSteps', steps }),
    [dispatch],
  );
  const setWater = useCallback((water: RecipeWater) => dispatch({ type: 'setWater', water }), [dispatch]);

  const { recipeEquipment, recipeFermentables, recipeHops, recipeMisc, recipeYeasts } = draft;
  // The figures shown by the user's methods; what is saved stays SPEC §9's (`recipeBody`).
  const { colorMethod, ibuMethod, gravityMethod } = usePreferences();
  const figuresInput = useMemo(
    () => ({ recipeEquipment, recipeFermentables, recipeHops, recipeYeasts }),
    [recipeEquipment, recipeFermentables, recipeHops, recipeYeasts],
  );
  const figures = useMemo(
    () => computeFiguresWithMethods(figuresInput, { colorMethod, ibuMethod, gravityMethod }),
    [figuresInput, colorMethod, ibuMethod, gravityMethod],
  );
  const lists = useMemo(
    () => ({ recipeFermentables, recipeHops, recipeMisc, recipeYeasts }),
    [recipeFermentables, recipeHops, recipeMisc, recipeYeasts],
  );
  const style = useMemo(() => findStyle(draft.style), [draft.style]);
  const stock = useRecipeStock(lists, draft.water);
  const { name, author, creationDate, description, type } = draft;
  const fieldValues = useMemo(
    () => ({ name, author, creationDate, description, style: draft.style, type, recipeEquipment }),
    [name, author, creationDate, description, draft.style, type, recipeEquipment],
  );

  return (
    <div className={styles.page}>
      <PageHeader
        title={TITLES[mode]}
        subtitle={copiedFrom && <CopiedFromCredit copiedFrom={copiedFrom} />}
        actions={
          <>
            {draft.id && <ExportMenu path={`/api/recipes/${encodeURIComponent(draft.id)}/export`} />}
            {draft.id && <ShareButton recipeId={draft.id} />}
            <Button variant="secondary" onClick={() => guard.leave('/RecipeList')}>
              {readOnly ? 'Back' : 'Cancel'}
            </Button>
            {!readOnly && (
              <Button onClick={() => saving.save(getDraft())} pending={saving.saving}>
                {saving.saving ? 'Saving…' : 'Save'}
              </Button>
            )}
          </>
        }
      />
      {!readOnly && <ConflictAlert subject="recipe" conflict={conflict} />}
      <div className={styles.layout}>
        <div className={styles.main} key={session.revision}>
          <RecipeFields
            draft={fieldValues}
            preBoilVolume={figures.preBoilVolume}
            errors={validation.errors}
            readOnly={readOnly}
            dispatch={dispatch}
            onChangeEquipment={modals.openEquipment}
          />
          <IngredientsCard
            lists={lists}
            figures={figures}
            units={units}
            readOnly={readOnly}
            actions={modals.rowActions}
            onAdd={modals.openAdd}
            stock={stock.rows}
          />
          <StockCard
            recipeId={draft.id ?? null}
            check={stock.check}
            lines={stock.lines}
            failed={stock.failed}
            litres={recipeEquipment.batchVolume}
          />
          <MashSection steps={draft.mashSteps} readOnly={readOnly} onChange={setMashSteps} />
          <WaterSection
            water={draft.water}
            fermentables={recipeFermentables}
            equipment={recipeEquipment}
            mashSteps={draft.mashSteps}
            style={style}
            errors={validation.errors}
            readOnly={readOnly}
            onChange={setWater}
          />
          <FermentationPlanSection
            steps={draft.fermentationSteps}
            yeasts={recipeYeasts}
            readOnly={readOnly}
            onChange={setFermentationSteps}
          />
          <RecipeNotes
            notes={draft.notes}
            error={validation.errors['recipe-notes']}
            readOnly={readOnly}
            dispatch={dispatch}
          />
          {draft.id && <HistoryCard recipeId={draft.id} />}
        </div>
        <aside className={styles.side} aria-label="Figures and advice">
          <div className={styles.glass}>
            <AdviceGlass ebc={figures.ebc} getRecipe={getDraft} />
          </div>
          <FiguresPanel
            figures={figures}
            style={style}
            yeasts={recipeYeasts}
            {...(readOnly ? {} : { input: figuresInput })}
          />
        </aside>
      </div>

      {!readOnly && <EditorModals state={modals} draft={draft} units={units} dispatch={dispatch} />}
      <EditorConfirmDialogs state={modals} draft={draft} dispatch={dispatch} />
      <LeaveConfirmDialog guard={guard} subject="recipe" />
    </div>
  );
}
