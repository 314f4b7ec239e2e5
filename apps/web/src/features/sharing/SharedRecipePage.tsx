// /shared/{token}: the recipe a share link opens, for anyone, signed in or not (issue 36). Who shared it
// and until when, the whole recipe read only in metric or US units, and "Copy to my recipes" for a brewer
// signed in ("Sign in to copy" otherwise). A link that no longer works says so, with the way to the front
// page. The tab reads "{recipe} · Wortsmith", as the server's link preview does.

import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { buttonClassNames } from '../../components/Button';
import { MugIcon } from '../../components/MugIcon';
import { PageHeader } from '../../components/PageHeader';
import { Spinner } from '../../components/Spinner';
import { calendarDate } from '../../lib/relative-time';
import { forgetReturnPath, rememberReturnPath } from '../../lib/return-path';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { authStyles } from '../auth/AuthLayout';
import { RecipeView } from '../recipes/view/RecipeView';
import { CopyToMyRecipes } from './CopyToMyRecipes';
import { linkPath, useLinkedRecipe } from './queries';
import styles from './SharedRecipe.module.css';
import { UnitSystemSwitch } from './UnitSystemSwitch';
import { useUnitSystem } from './unit-systems';

/** The page of the link in the path. */
export function SharedRecipePage() {
  const { token = '' } = useParams();
  const linked = useLinkedRecipe(token);
  const signedIn = Boolean(useSession()?.token);
  const units = useUnitSystem();
  const recipe = linked.data;
  // Back on the page a sign-in was asked for from: the next sign-in opens the recipes as usual.
  useEffect(() => {
    if (signedIn) forgetReturnPath();
  }, [signedIn]);
  useDocumentTitle(recipe ? `${recipe.name} · Wortsmith` : null);
  return (
    <div className={styles.page}>
      <header className={styles.bar}>
        <Link className={authStyles.brand} to="/">
          <MugIcon />
          <span>Wortsmith</span>
        </Link>
      </header>
      <main className={styles.main}>
        {recipe ? (
          <>
            <PageHeader
              title="Shared recipe"
              actions={
                signedIn ? (
                  <CopyToMyRecipes path={`${linkPath(token)}/copy`} />
                ) : (
                  <Link
                    className={buttonClassNames.primary}
                    to="/"
                    onClick={() => rememberReturnPath(window.location.pathname)}
                  >
                    Sign in to copy
                  </Link>
                )
              }
            />
            <div className={styles.about}>
              <p>
                Shared by <strong>{recipe.shownName}</strong>
                {recipe.expiresAt && <> · the link works until {calendarDate(recipe.expiresAt)}</>}
              </p>
              <UnitSystemSwitch value={units.system} onChange={units.choose} />
            </div>
            <RecipeView recipe={recipe} quantities={units.quantities} />
          </>
        ) : linked.isError ? (
          <section className={styles.gone} aria-labelledby="link-gone">
            <h1 id="link-gone">Shared recipe</h1>
            <p role="alert">{linked.error.message}</p>
            <p>Ask whoever shared it for a new link.</p>
            <Link className={buttonClassNames.secondary} to="/">
              Go to Wortsmith
            </Link>
          </section>
        ) : (
          <Spinner />
        )}
      </main>
    </div>
  );
}
