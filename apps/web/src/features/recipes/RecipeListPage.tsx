// /RecipeList (SPEC §2.4): the generic list screen with Author, Style and Description per recipe.
import type { Recipe } from '@wortsmith/core';
import { type ListItemsState, ListScreen } from '../lists/ListScreen';
import type { ListDescriptor } from '../lists/types';
import { useDeleteRecipe } from './mutations';
import { useRecipeList, useRecipeSearch } from './queries';

const recipeDescriptor: ListDescriptor<Recipe> = {
  key: (recipe) => recipe.id,
  name: (recipe) => recipe.name,
  summary: (recipe) => ({
    facts: [
      { label: 'Author', value: recipe.author },
      { label: 'Style', value: recipe.style },
    ],
    description: recipe.description,
  }),
  isCustom: () => false,
  isOfficial: () => false,
  detailsPath: (recipe) => `/Recipes/${encodeURIComponent(recipe.id)}/details`,
  editPath: (recipe) => `/Recipes/${encodeURIComponent(recipe.id)}/edit`,
};

function useRecipeItems(term: string): ListItemsState<Recipe> {
  const list = useRecipeList();
  const search = useRecipeSearch(term, true);
  // Until the first results of a search arrive, the full list stays on screen; once the search has
  // failed it goes (the failure is toasted), or it would pass for the results of the term.
  const items = term ? (search.data ?? (search.isError ? undefined : list.data)) : list.data;
  const active = term ? search : list;
  return { items, isPending: active.isPending, isError: active.isError, isFetching: active.isFetching };
}

/** The recipe list screen. */
export function RecipeListPage() {
  const remove = useDeleteRecipe();
  return (
    <ListScreen
      title="Recipes"
      addPath="/Recipes/new"
      searchLabel="Search recipes"
      descriptor={recipeDescriptor}
      useItems={useRecipeItems}
      onDelete={(recipe) => remove.mutateAsync(recipe.id)}
    />
  );
}
