// Recipe writes used outside the recipe screen: delete from the list, with the SPEC §8 toast.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { notifySuccess } from '../../lib/notify';
import { RECIPE_FALLBACKS, recipeKeys } from './queries';

/** DELETE /api/recipes/{id}; toasts "Recipe deleted successfully." and refreshes the recipe lists. */
export function useDeleteRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<unknown>(`/api/recipes/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        fallback: RECIPE_FALLBACKS.delete,
      }),
    onSuccess: () => {
      notifySuccess('Recipe deleted successfully.');
      return queryClient.invalidateQueries({ queryKey: recipeKeys.all });
    },
  });
}
