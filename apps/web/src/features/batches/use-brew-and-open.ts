// "Brew this recipe", from the recipe screen and from a row of the recipe list: a new batch of the
// recipe, then its batch screen. A second click while the first batch is being made does nothing.
import { useCallback, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useBrewRecipe } from './mutations';

/** `brew(recipeId)` makes a batch and opens it; `pending` while it is being made. */
export function useBrewAndOpen() {
  const navigate = useNavigate();
  const { mutateAsync, isPending } = useBrewRecipe();
  const busy = useRef(false);
  const brew = useCallback(
    (recipeId: string) => {
      if (busy.current) return;
      busy.current = true;
      mutateAsync(recipeId)
        .then(
          (batch) => navigate(`/Batches/${batch.id}`),
          () => undefined, // the request helper has shown the error
        )
        .finally(() => {
          busy.current = false;
        });
    },
    [mutateAsync, navigate],
  );
  return { brew, pending: isPending };
}
