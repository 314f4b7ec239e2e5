// /Batches/{id}: a batch in sections: plan (the snapshot, its ingredients editable here without touching
// the recipe), brew day, measured beside planned, fermentation (readings, chart, device link),
// packaging and notes; saved with its version.
import { BATCH_STATUSES, computeRecipeFigures, type RecipeInput } from '@wortsmith/core';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button, buttonClassNames } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PageHeader } from '../../components/PageHeader';
import { Spinner } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import { notifyError } from '../../lib/notify';
import { useDisplayUnits } from '../../lib/preferences';
import styles from './Batch.module.css';
import {
  type BatchFormValues,
  BREW_DAY_FIELDS,
  bodyFromForm,
  compareFigures,
  formValues,
  measuredUnit,
  PACKAGING_FIELDS,
} from './batch-form';
import { FermentationSection } from './FermentationSection';
import { FiguresComparison } from './FiguresComparison';
import { useDeleteBatch, useSaveBatch } from './mutations';
import { PlanSection } from './PlanSection';
import { useBatch } from './queries';
import { SnapshotIngredients } from './SnapshotIngredients';

/** The batch screen. */
export function BatchPage() {
  const { id = '' } = useParams();
  const query = useBatch(id);
  if (query.isError) return <p>The batch could not be loaded.</p>;
  if (!query.data) return <Spinner />;
  return <BatchScreen key={`${query.data.id}:${query.data.version}`} batch={query.data} />;
}

function BatchScreen({ batch }: { batch: NonNullable<ReturnType<typeof useBatch>['data']> }) {
  const navigate = useNavigate();
  // Gravities and volumes are typed and shown in the brewer's units, saved as SG and litres.
  const units = useDisplayUnits();
  const [values, setValues] = useState<BatchFormValues>(() => formValues(batch, units));
  // The snapshot as edited here; the planned figures, the comparison and the save all read it.
  const [recipe, setRecipe] = useState<RecipeInput>(batch.recipe);
  const edited = useMemo(() => ({ ...batch, recipe }), [batch, recipe]);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const save = useSaveBatch(batch.id);
  const remove = useDeleteBatch(batch.id);
  const rows = useMemo(() => compareFigures(edited, values, units), [edited, values, units]);
  const plannedFg = useMemo(() => computeRecipeFigures(recipe).fg, [recipe]);
  const set = (key: keyof BatchFormValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));

  const submit = () => {
    const result = bodyFromForm(edited, values, units);
    if (!result.ok) return notifyError(result.message);
    save.mutate(result.body);
  };
  const field = (key: keyof BatchFormValues, label: string, unit = '', type = 'text') => (
    <TextField
      key={key}
      id={`batch-${key}`}
      label={unit ? `${label} (${unit})` : label}
      type={type}
      inputMode={type === 'text' && key !== 'packagingMethod' ? 'decimal' : undefined}
      value={values[key]}
      onChange={set(key)}
    />
  );

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
            <Button onClick={submit} pending={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save'}
            </Button>
          </>
        }
      />
      <p className={styles.meta}>
        {batch.recipeId ? (
          <>
            Brewed from <Link to={`/Recipes/${batch.recipeId}/details`}>the recipe</Link>; changes here stay
            in this batch.
          </>
        ) : (
          'Its recipe was deleted; this batch keeps its own copy.'
        )}
      </p>
      <section className={styles.section} aria-labelledby="batch-title">
        <h2 id="batch-title">Batch</h2>
        <div className={styles.grid}>
          {field('name', 'Name')}
          <label className={styles.row} style={{ marginTop: 0, display: 'grid', gap: 4, fontWeight: 600 }}>
            Status
            <select className={styles.select} value={values.status} onChange={set('status')}>
              {BATCH_STATUSES.map((s) => (
                <option key={s}>{s}</option>
              ))}
            </select>
          </label>
          {field('brewDate', 'Brew date', '', 'date')}
        </div>
      </section>
      <PlanSection recipe={recipe} />
      <SnapshotIngredients recipe={recipe} onChange={setRecipe} />
      <section className={styles.section} aria-labelledby="brew-day-title">
        <h2 id="brew-day-title">Brew day</h2>
        <div className={styles.grid}>
          {BREW_DAY_FIELDS.map((f) => field(f.key, f.label, measuredUnit(f, units)))}
        </div>
      </section>
      <section className={styles.section} aria-labelledby="figures-title">
        <h2 id="figures-title">Measured and planned</h2>
        <FiguresComparison rows={rows} />
      </section>
      <FermentationSection batch={batch} plannedFg={plannedFg} />
      <section className={styles.section} aria-labelledby="packaging-title">
        <h2 id="packaging-title">Packaging</h2>
        <div className={styles.grid}>
          {field('packagingDate', 'Packaging date', '', 'date')}
          {PACKAGING_FIELDS.map((f) => field(f.key, f.label, measuredUnit(f, units)))}
          {field('packagingMethod', 'Method (bottles, keg…)')}
        </div>
      </section>
      <section className={styles.section} aria-labelledby="notes-title">
        <h2 id="notes-title">Notes</h2>
        <textarea
          className={styles.textarea}
          aria-labelledby="notes-title"
          value={values.notes}
          onChange={set('notes')}
          maxLength={10_000}
        />
      </section>
      <Button variant="danger" onClick={() => setConfirmDelete(true)}>
        Delete batch
      </Button>
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={`Delete #${batch.number} ${batch.name}?`}
        text="Its readings are deleted with it. This cannot be undone."
        confirmLabel="Delete"
        danger
        onConfirm={() =>
          remove.mutateAsync().then(
            () => navigate('/BatchList'),
            () => undefined,
          )
        }
      />
    </>
  );
}
