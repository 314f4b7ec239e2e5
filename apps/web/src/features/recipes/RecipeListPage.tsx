// /RecipeList (SPEC §2.4): the generic list screen with Author, Style and Description per recipe.
import type { Recipe } from '@wortsmith/core';
import { InteropActions } from '../interop/InteropActions';
import { type ListItemsState, ListScreen, listItemsState } from '../lists/ListScreen';
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
  return listItemsState(term, useRecipeList(), useRecipeSearch(term, true));
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
      actions={<InteropActions kind="recipes" />}
    />
  );
}
