// Saving the recipe (SPEC §4, §5, §8): validate with recipeSchema (first message toasted), POST a new
// recipe or PUT an existing one with its version, then back to /RecipeList. A 409 means the recipe
// changed elsewhere: the editor keeps the user's draft and explains the conflict.

import { useQueryClient } from '@tanstack/react-query';
import { firstValidationMessage, type Recipe, recipeSchema } from '@wortsmith/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, apiRequest } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { RECIPE_FALLBACKS, recipeKeys } from '../queries';
import { type RecipeDraft, recipeBody } from './recipe-draft';

/** Shown after a successful save (SPEC §8). */
export const RECIPE_SAVED = 'Recipe saved successfully.';

/** Save state of the editor. */
export interface SaveRecipe {
  saving: boolean;
  /** The server's conflict message while a 409 is unresolved. */
  conflict: string | null;
  save: (draft: RecipeDraft) => Promise<void>;
  clearConflict: () => void;
  /** The latest saved recipe (for "Reload latest" and "Save mine anyway"). */
  fetchLatest: (id: string) => Promise<Recipe>;
}

/** The save action of the recipe screen. */
export function useSaveRecipe(): SaveRecipe {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);

  const save = async (draft: RecipeDraft) => {
    const body = recipeBody(draft);
    const result = recipeSchema.safeParse(body);
    if (!result.success) {
      notifyError(firstValidationMessage(result.error));
      return;
    }
    setSaving(true);
    try {
      if (draft.id) {
        await apiRequest<Recipe>(`/api/recipes/${encodeURIComponent(draft.id)}`, {
          method: 'PUT',
          body,
          fallback: RECIPE_FALLBACKS.update,
          toastError: false,
        });
      } else {
        await apiRequest<Recipe>('/api/recipes', { method: 'POST', body, fallback: RECIPE_FALLBACKS.save });
      }
      setConflict(null);
      notifySuccess(RECIPE_SAVED);
      await queryClient.invalidateQueries({ queryKey: recipeKeys.all });
      navigate('/RecipeList');
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setConflict(error.message);
      else if (draft.id) notifyError(error instanceof Error ? error.message : RECIPE_FALLBACKS.update);
    } finally {
      setSaving(false);
    }
  };

  const fetchLatest = (id: string) =>
    queryClient.fetchQuery({
      queryKey: recipeKeys.detail(id),
      queryFn: ({ signal }) =>
        apiRequest<Recipe>(`/api/recipes/${encodeURIComponent(id)}`, {
          fallback: RECIPE_FALLBACKS.one,
          signal,
        }),
      staleTime: 0,
    });

  return { saving, conflict, save, clearConflict: () => setConflict(null), fetchLatest };
}
