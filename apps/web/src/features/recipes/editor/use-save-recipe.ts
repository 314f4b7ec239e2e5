// Saving from the recipe screen (SPEC §4, §5, §8): validate with recipeSchema (first message toasted),
// then the save mutation, then back to /RecipeList. A 409 means the recipe changed elsewhere: the
// conflict is read from the mutation's own state, so nothing here keeps a copy of it.
import { firstValidationMessage, recipeSchema } from '@wortsmith/core';
import { useNavigate } from 'react-router';
import { notifyError } from '../../../lib/notify';
import { conflictMessage, useSaveRecipe } from '../mutations';
import { type RecipeDraft, recipeBody } from './recipe-draft';

/** Save state of the editor. */
export interface RecipeSaving {
  saving: boolean;
  /** The server's conflict message while a 409 is unresolved. */
  conflict: string | null;
  save: (draft: RecipeDraft) => void;
  clearConflict: () => void;
}

/** The save action of the recipe screen. */
export function useRecipeSaving(): RecipeSaving {
  const navigate = useNavigate();
  const mutation = useSaveRecipe();
  // A 409 explains itself until it is resolved; a save made while it shows keeps it shown (busy) and
  // so does a later failure that is not a conflict; a success or a reset clears it.
  const conflict =
    conflictMessage(mutation.error) ??
    (mutation.isPending || mutation.isError ? (mutation.variables?.conflict ?? null) : null);

  const save = (draft: RecipeDraft) => {
    const body = recipeBody(draft);
    const result = recipeSchema.safeParse(body);
    if (!result.success) {
      notifyError(firstValidationMessage(result.error));
      return;
    }
    mutation.mutate({ id: draft.id, body, conflict }, { onSuccess: () => navigate('/RecipeList') });
  };

  return { saving: mutation.isPending, conflict, save, clearConflict: mutation.reset };
}
