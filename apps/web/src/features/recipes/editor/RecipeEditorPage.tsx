// Route component of /Recipes/new, /Recipes/{id}/edit and /Recipes/{id}/details: reads the mode from
// the path, loads the recipe ("Error loading recipe" and back to /RecipeList on failure) and renders
// the editor. A new recipe starts with the user's default equipment applied, when they chose one.

import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Spinner } from '../../../components';
import { usePreferences } from '../../../lib/preferences';
import { useSession } from '../../../lib/session';
import { RecipeBatchActions } from '../../batches/RecipeBatchActions';
import { useCatalogueList } from '../../catalogue/queries';
import { useRecipe } from '../queries';
import { type EditorMode, RecipeEditor } from './RecipeEditor';
import { draftFromRecipe, draftReducer, newRecipeDraft } from './recipe-draft';

/** The recipe screen in the mode its path names. */
export function RecipeEditorPage() {
  const { id } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const mode: EditorMode = !id ? 'new' : pathname.endsWith('/details') ? 'details' : 'edit';
  const [fresh] = useState(() => newRecipeDraft(session?.name ?? ''));
  const { defaultEquipmentId } = usePreferences();
  const equipments = useCatalogueList('equipments', { enabled: mode === 'new' && !!defaultEquipmentId });
  const equipment = equipments.data?.find((item) => item.id === defaultEquipmentId);
  const initial = useMemo(
    () => (equipment ? draftReducer(fresh, { type: 'applyEquipment', equipment }) : fresh),
    [fresh, equipment],
  );
  const query = useRecipe(id);
  const failed = query.isError && !query.data;

  useEffect(() => {
    if (failed) navigate('/RecipeList', { replace: true });
  }, [failed, navigate]);

  if (mode === 'new') {
    // A default equipment that is gone (or whose list failed) leaves the blank recipe.
    if (defaultEquipmentId && equipments.isPending) return <Spinner />;
    return <RecipeEditor key="new" initial={initial} mode="new" />;
  }
  if (!query.data) return <Spinner />;
  return (
    <>
      <RecipeBatchActions recipeId={query.data.id} />
      <RecipeEditor
        key={`${id}:${mode}`}
        initial={draftFromRecipe(query.data)}
        mode={mode}
        copiedFrom={query.data.copiedFrom}
      />
    </>
  );
}
