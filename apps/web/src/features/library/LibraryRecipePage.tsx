// /Library/{id}: a published recipe, read only in the brewer's own units, who it is by, when it was
// published and how often copied, and "Copy to my recipes" (the brewer's own recipe opens then "Open my
// recipe" instead).
import { SHARE_MESSAGES } from '@wortsmith/core';
import { Link, useParams } from 'react-router';
import { buttonClassNames } from '../../components/Button';
import { PageHeader } from '../../components/PageHeader';
import { Spinner } from '../../components/Spinner';
import { calendarDate } from '../../lib/relative-time';
import { RecipeView } from '../recipes/view/RecipeView';
import { CopyToMyRecipes } from '../sharing/CopyToMyRecipes';
import { copiedTimes } from '../sharing/PublicationSection';
import styles from './Library.module.css';
import { libraryPath, useLibraryRecipe } from './queries';

const backToLibrary = (
  <Link className={buttonClassNames.secondary} to="/Library">
    Back to the library
  </Link>
);

/** The published recipe of the path. */
export function LibraryRecipePage() {
  const { id = '' } = useParams();
  const query = useLibraryRecipe(id);
  const recipe = query.data;
  if (!recipe) {
    if (!query.isError) return <Spinner />;
    return (
      <>
        <PageHeader title="Library" actions={backToLibrary} />
        <p className={styles.empty} role="alert">
          {query.error.message}
        </p>
      </>
    );
  }
  return (
    <>
      <PageHeader
        title="Library"
        actions={
          <>
            {backToLibrary}
            {recipe.mine ? (
              <Link
                className={buttonClassNames.primary}
                to={`/Recipes/${encodeURIComponent(recipe.id)}/details`}
              >
                Open my recipe
              </Link>
            ) : (
              <CopyToMyRecipes path={`${libraryPath(recipe.id)}/copy`} />
            )}
          </>
        }
      />
      <p className={styles.about}>
        by <strong>{recipe.shownName}</strong> · published {calendarDate(recipe.publishedAt)} ·{' '}
        {copiedTimes(recipe.copyCount)}
        {recipe.mine && <> · {SHARE_MESSAGES.ownLibraryCopy}</>}
      </p>
      <RecipeView recipe={recipe} />
    </>
  );
}
