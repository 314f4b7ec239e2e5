// /RecipeList (SPEC §2.4): the generic list screen with Author, Style and Description per recipe, and
// a Brew button on each row (a new batch of the recipe, then its batch screen), and Compare (two recipes
// or versions side by side, chosen there).
import type { Recipe } from '@wortsmith/core';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { buttonClassNames } from '../../components/Button';
import { KettleIcon } from '../../components/Icons';
import { useBrewAndOpen } from '../batches/use-brew-and-open';
import { InteropActions } from '../interop/InteropActions';
import { ListScreen } from '../lists/ListScreen';
import type { ListDescriptor } from '../lists/types';
import { comparePath } from './history/links';
import { useDeleteRecipe } from './mutations';
import { recipeListSource } from './queries';

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

/** The recipe list screen. */
export function RecipeListPage() {
  const remove = useDeleteRecipe();
  const { brew } = useBrewAndOpen();
  const rowAction = useMemo(
    () => ({
      label: (name: string) => `Brew ${name}`,
      icon: <KettleIcon />,
      onAction: (recipe: Recipe) => brew(recipe.id),
    }),
    [brew],
  );
  return (
    <ListScreen
      title="Recipes"
      addPath="/Recipes/new"
      searchLabel="Search recipes"
      descriptor={recipeDescriptor}
      source={recipeListSource}
      onDelete={(recipe) => remove.mutateAsync(recipe.id)}
      actions={
        <>
          <Link className={buttonClassNames.secondary} to={comparePath()}>
            Compare
          </Link>
          <InteropActions kind="recipes" />
        </>
      }
      rowAction={rowAction}
    />
  );
}
