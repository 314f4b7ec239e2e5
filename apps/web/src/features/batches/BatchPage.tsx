// /Batches/{id}: a batch in sections: the batch, the plan (the snapshot, its ingredients editable here
// without touching the recipe), brew day (with its corrections), the pitch, measured beside planned,
// fermentation (readings, chart, device link), packaging (with its priming or kegging plan) and notes. Saved with its version like the recipe screen: leaving with unsaved
// changes asks first, and a save refused as stale (409) offers to reload the latest or save over it.
import type { Batch } from '@wortsmith/core';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { Button, buttonClassNames } from '../../components/Button';
import { ConflictAlert } from '../../components/ConflictAlert';
import { LeaveConfirmDialog } from '../../components/LeaveConfirmDialog';
import { PageHeader } from '../../components/PageHeader';
import { Spinner } from '../../components/Spinner';
import { useDisplayUnits, useMethodFigures } from '../../lib/preferences';
import { useLeaveGuard } from '../../lib/use-leave-guard';
import { useSaveConflict } from '../../lib/use-save-conflict';
import { versionPath } from '../recipes/history/links';
import { AlertSection } from './AlertSection';
import styles from './Batch.module.css';
import { BatchSection, BrewDaySection, NotesSection, PackagingSection } from './BatchFormSections';
import { BatchStockSection } from './BatchStockSection';
import { compareFigures } from './batch-form';
import { DeleteBatchButton } from './DeleteBatchButton';
import { FermentationSection } from './FermentationSection';
import { FiguresComparison } from './FiguresComparison';
import { PitchSection } from './PitchSection';
import { PlanSection } from './PlanSection';
import { batchQueries, useBatch } from './queries';
import { SnapshotIngredients } from './SnapshotIngredients';
import { useBatchDraft } from './use-batch-draft';
import { useBatchSaving } from './use-batch-saving';

/** The batch screen. */
export function BatchPage() {
  const { id = '' } = useParams();
  const query = useBatch(id);
  if (query.isError && !query.data) return <p>The batch could not be loaded.</p>;
  if (!query.data) return <Spinner />;
  return <BatchScreen key={query.data.id} batch={query.data} />;
}

/** The screen of `batch` (as the server has it now; the form keeps its own baseline). */
function BatchScreen({ batch }: { batch: Batch }) {
  const units = useDisplayUnits();
  const draft = useBatchDraft(batch);
  const saving = useBatchSaving(draft);
  const conflict = useSaveConflict({
    saving,
    latest: () => batchQueries.detail(batch.id),
    replaceWith: draft.replaceWith,
    saveOver: ({ version }) => saving.save(version),
  });
  const guard = useLeaveGuard(draft.isDirty);
  // Gravities and volumes are typed and shown in the brewer's units, saved as SG and litres; the
  // planned figures, the comparison and the save read the snapshot as edited here.
  const values = draft.form.watch();
  const figuresOf = useMethodFigures();
  const rows = useMemo(
    () => compareFigures({ ...draft.baseline, recipe: values.recipe }, values, units, figuresOf),
    [draft.baseline, values, units, figuresOf],
  );
  const plannedFg = useMemo(() => figuresOf(values.recipe).fg, [figuresOf, values.recipe]);

  return (
    <>
      <PageHeader
        title={`#${batch.number} ${batch.name}`}
        actions={
          <>
            <Link className={buttonClassNames.secondary} to="/BatchList">
              Back
            </Link>
            <Link className={buttonClassNames.secondary} to={`/Batches/${batch.id}/print`}>
              Brew-day sheet
            </Link>
            <Link className={buttonClassNames.secondary} to={`/Batches/${batch.id}/brew`}>
              Brew mode
            </Link>
            <Button onClick={() => saving.save()} pending={saving.saving}>
              {saving.saving ? 'Saving…' : 'Save'}
            </Button>
          </>
        }
      />
      <ConflictAlert subject="batch" conflict={conflict} className={styles.conflict} />
      <p className={styles.meta}>
        {batch.recipeId ? (
          <>
            {batch.recipeVersion === null ? (
              'Brewed from '
            ) : (
              <>
                <Link to={versionPath(batch.recipeId, batch.recipeVersion)}>
                  Brewed from v{batch.recipeVersion}
                </Link>{' '}
                of{' '}
              </>
            )}
            <Link to={`/Recipes/${batch.recipeId}/details`}>the recipe</Link>; changes here stay in this
            batch.
          </>
        ) : (
          'Its recipe was deleted; this batch keeps its own copy.'
        )}
      </p>
      <BatchSection form={draft.form} />
      <PlanSection recipe={values.recipe} />
      <SnapshotIngredients recipe={values.recipe} onChange={draft.editRecipe} />
      <BatchStockSection batch={batch} recipe={values.recipe} dirty={draft.isDirty()} />
      <BrewDaySection form={draft.form} predictedMashPh={batch.waterReport.mashPh} />
      <PitchSection form={draft.form} batch={draft.baseline} />
      <section className={styles.section} aria-labelledby="figures-title">
        <h2 id="figures-title">Measured and planned</h2>
        <FiguresComparison rows={rows} />
      </section>
      <FermentationSection batch={batch} plannedFg={plannedFg} />
      <AlertSection form={draft.form} />
      <PackagingSection form={draft.form} batch={draft.baseline} />
      <NotesSection form={draft.form} />
      <DeleteBatchButton batch={batch} />
      <LeaveConfirmDialog guard={guard} subject="batch" />
    </>
  );
}
