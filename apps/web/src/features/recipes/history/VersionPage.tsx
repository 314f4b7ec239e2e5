// /Recipes/{id}/versions/{n} (issue 36): one version of a recipe, read only, under a banner saying which
// of how many, when, and what changed, with its actions: "Restore this version" (after a question saying
// a new version is made and nothing is lost, then back to the recipe screen), "Compare with current" and
// back to the recipe. The current version offers neither restore nor comparison. A version or recipe that
// is not there says so.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button, buttonClassNames, ConfirmDialog, PageHeader, Spinner } from '../../../components';
import { fullTime } from '../../../lib/relative-time';
import editor from '../editor/RecipeEditor.module.css';
import { RecipeView } from '../view/RecipeView';
import styles from './History.module.css';
import { comparePath, compareSide } from './links';
import { useRestoreVersion } from './mutations';
import { historyQueries } from './queries';

/** The page of one version. */
export function VersionPage() {
  const { id = '', n = '' } = useParams();
  const query = useQuery(historyQueries.version(id, n));
  const latest = useQuery(historyQueries.versions(id)).data?.[0]?.version;
  const restore = useRestoreVersion();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const recipePath = `/Recipes/${encodeURIComponent(id)}/details`;
  const back = (
    <Link className={buttonClassNames.secondary} to={recipePath}>
      Back to the recipe
    </Link>
  );

  if (query.isError)
    return (
      <div className={editor.page}>
        <PageHeader title={`Version ${n}`} actions={back} />
        <p className={styles.missing} role="alert">
          {query.error.message}
        </p>
      </div>
    );
  const version = query.data;
  if (!version) return <Spinner />;
  const restoreIt = () =>
    restore.mutate({ id, version: version.version }, { onSuccess: () => navigate(recipePath) });

  return (
    <div className={editor.page}>
      <section className={styles.banner} aria-labelledby="version-title">
        <div className={styles.bannerLine}>
          <h1 id="version-title" className={styles.bannerTitle}>
            Version {version.version}
            {latest ? ` of ${latest}` : ''}
          </h1>
          <span className={styles.bannerMeta}>
            Saved <time dateTime={version.createdAt}>{fullTime(version.createdAt)}</time> · read-only
          </span>
        </div>
        <p className={styles.summary}>{version.summary}</p>
        <div className={styles.bannerActions}>
          {!version.current && (
            <>
              <Button onClick={() => setAsking(true)} pending={restore.isPending}>
                Restore this version
              </Button>
              <Link
                className={buttonClassNames.secondary}
                to={comparePath(compareSide(id, version.version), compareSide(id))}
              >
                Compare with current
              </Link>
            </>
          )}
          {back}
        </div>
      </section>
      <RecipeView recipe={version.recipe} />
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={`Restore version ${version.version}?`}
        text={`The recipe becomes what it was in version ${version.version}, saved as a new version${
          latest ? ` (${latest + 1})` : ''
        }. Nothing is lost: every version stays in the history, today's included, and can be restored in turn.`}
        confirmLabel="Restore"
        onConfirm={restoreIt}
      />
    </div>
  );
}
