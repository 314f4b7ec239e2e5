// Saving from the recipe screen (SPEC §4, §5, §8): the screen's check (see use-recipe-validation.ts),
// then the save mutation, then back to /RecipeList. A 409 means the recipe changed elsewhere: the
// conflict is read from the mutation's own state (lib/use-save-conflict.ts), so nothing here keeps a
// copy of it.
import { useNavigate } from 'react-router';
import { unresolvedConflict } from '../../../lib/use-save-conflict';
import { useSaveRecipe } from '../mutations';
import type { RecipeDraft } from './recipe-draft';
import type { RecipeValidation } from './use-recipe-validation';

/** Save state of the editor. */
export interface RecipeSaving {
  saving: boolean;
  /** The server's conflict message while a 409 is unresolved. */
  conflict: string | null;
  save: (draft: RecipeDraft) => void;
  clearConflict: () => void;
}

/** The save action of the recipe screen; `check` turns a draft into its body or says what is wrong. */
export function useRecipeSaving(check: RecipeValidation['check']): RecipeSaving {
  const navigate = useNavigate();
  const mutation = useSaveRecipe();
  const conflict = unresolvedConflict(mutation);

  const save = (draft: RecipeDraft) => {
    const body = check(draft);
    if (body === null) return;
    mutation.mutate({ id: draft.id, body, conflict }, { onSuccess: () => navigate('/RecipeList') });
  };

  return { saving: mutation.isPending, conflict, save, clearConflict: mutation.reset };
}
