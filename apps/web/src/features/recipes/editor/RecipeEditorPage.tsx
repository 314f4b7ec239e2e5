// Route component of /Recipes/new, /Recipes/{id}/edit and /Recipes/{id}/details: reads the mode from
// the path, loads the recipe ("Error loading recipe" and back to /RecipeList on failure) and renders
// the editor.

import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Spinner } from '../../../components';
import { useSession } from '../../../lib/session';
import { RecipeBatchActions } from '../../batches/RecipeBatchActions';
import { useRecipe } from '../queries';
import { type EditorMode, RecipeEditor } from './RecipeEditor';
import { draftFromRecipe, newRecipeDraft } from './recipe-draft';

/** The recipe screen in the mode its path names. */
export function RecipeEditorPage() {
  const { id } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const mode: EditorMode = !id ? 'new' : pathname.endsWith('/details') ? 'details' : 'edit';
  const [fresh] = useState(() => newRecipeDraft(session?.name ?? ''));
  const query = useRecipe(id);
  const failed = query.isError && !query.data;

  useEffect(() => {
    if (failed) navigate('/RecipeList', { replace: true });
  }, [failed, navigate]);

  if (mode === 'new') return <RecipeEditor key="new" initial={fresh} mode="new" />;
  if (!query.data) return <Spinner />;
  return (
    <>
      <RecipeBatchActions recipeId={query.data.id} />
      <RecipeEditor key={`${id}:${mode}`} initial={draftFromRecipe(query.data)} mode={mode} />
    </>
  );
}
