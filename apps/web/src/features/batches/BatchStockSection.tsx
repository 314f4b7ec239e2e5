// The batch's stock (issue 33): before brew day, what taking its ingredients would take and what is short;
// "Take from stock" takes them once (the server refuses a second take, whatever the clicks or tabs);
// after, what was taken and what it cost, what changed since if the ingredients were edited, and "Put
// back". Stock is taken for the batch as saved: unsaved edits wait for the save.
import {
  type Batch,
  formatStockAmount,
  type RecipeInput,
  recipeStockNeeds,
  type StockLine,
  type StockTakeLine,
  stockTakeChanges,
} from '@wortsmith/core';
import { useState } from 'react';
import { Button, ConfirmDialog } from '../../components';
import { useAmountUnits } from '../../lib/preferences';
import { CostLine } from '../recipes/editor/stock/CostLine';
import { recipeStock } from '../recipes/editor/stock/recipe-stock';
import stockStyles from '../recipes/editor/stock/StockCard.module.css';
import { useStockLines } from '../recipes/editor/stock/use-recipe-stock';
import styles from './Batch.module.css';
import { useBatchStock } from './stock-mutations';

/** Props of the section. */
export interface BatchStockSectionProps {
  batch: Batch;
  /** The snapshot as edited on screen. */
  recipe: RecipeInput;
  /** Unsaved changes on screen: taking waits for the save. */
  dirty: boolean;
}

/** The section. */
export function BatchStockSection({ batch, recipe, dirty }: BatchStockSectionProps) {
  const units = useAmountUnits();
  const action = useBatchStock(batch.id);
  const [confirm, setConfirm] = useState(false);
  const stock = useStockLines();
  const taken = batch.stockTaken;
  const amount = (line: { kind: StockLine['kind']; unit: StockLine['unit'] }, value: number) =>
    formatStockAmount(line.kind, line.unit, value, units);
  const litres = batch.fermenterVolume ?? recipe.recipeEquipment.batchVolume;

  if (!taken) {
    const check = stock.data ? recipeStock(recipe, stock.data, units).check : [];
    const short = check.filter((line) => line.status !== 'in stock');
    return (
      <section className={styles.section} aria-labelledby="stock-title">
        <h2 id="stock-title">Stock</h2>
        <p className={styles.hints}>
          On brew day, take this batch’s ingredients from your stock. It is taken once; “Put back” undoes it.
        </p>
        {stock.isError && <p className={styles.hints}>Your stock could not be read.</p>}
        {stock.data && check.length > 0 && (
          <TakeTable
            label="What taking would take"
            heading="Takes"
            lines={check.map((line) => ({
              ...line,
              taken: line.status === 'short' || line.status === 'in stock' ? line.amount - line.short : 0,
            }))}
          />
        )}
        {short.length > 0 && (
          <p className={styles.hints}>
            {short.length} {short.length === 1 ? 'ingredient is' : 'ingredients are'} short or cannot be
            taken: the rest is taken, the short part is recorded.
          </p>
        )}
        {dirty && (
          <p className={styles.hints}>Save the batch first: stock is taken for the batch as saved.</p>
        )}
        <Button
          onClick={() => action.run('take')}
          disabled={dirty || action.pending}
          pending={action.pending}
        >
          Take from stock
        </Button>
      </section>
    );
  }

  const changes = stockTakeChanges(taken, recipeStockNeeds(recipe));
  const cost = taken.lines.reduce((sum, line) => sum + (line.cost ?? 0), 0);
  const priced = taken.lines.some((line) => line.cost !== null);
  return (
    <section className={styles.section} aria-labelledby="stock-title">
      <h2 id="stock-title">Stock</h2>
      <p className={styles.hints}>Taken from stock on {new Date(taken.takenAt).toLocaleString()}.</p>
      <TakeTable label="Taken from stock" heading="Taken" lines={taken.lines} />
      {priced && <CostLine label="Cost of what was taken" cost={cost} litres={litres} />}
      {changes.length > 0 && (
        <div role="status">
          <h3>Changed since stock was taken</h3>
          <ul>
            {changes.map((change) => (
              <li key={`${change.kind}:${change.itemId ?? change.name}:${change.unit}`}>
                {change.name}: {amount(change, change.before)} then, {amount(change, change.now)} now
              </li>
            ))}
          </ul>
          <Button onClick={() => action.run('take again')} disabled={dirty || action.pending}>
            Take again
          </Button>
        </div>
      )}
      <Button variant="secondary" onClick={() => setConfirm(true)} disabled={action.pending}>
        Put back
      </Button>
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title="Put back into stock?"
        text="What this batch took goes back into your stock, into the lots it came from."
        confirmLabel="Put back"
        onConfirm={() => action.run('put back')}
      />
    </section>
  );
}

/** A line of a take: what it takes or took, and what is short. */
type TakeRow = Pick<StockTakeLine, 'kind' | 'itemId' | 'name' | 'unit' | 'taken' | 'short'>;

/** The table of a take, planned or done: each ingredient, what it takes, what is short. */
function TakeTable({ label, heading, lines }: { label: string; heading: string; lines: readonly TakeRow[] }) {
  const units = useAmountUnits();
  const amount = (line: TakeRow, value: number) => formatStockAmount(line.kind, line.unit, value, units);
  return (
    <table className={stockStyles.table} aria-label={label}>
      <thead>
        <tr>
          <th scope="col">Ingredient</th>
          <th scope="col">{heading}</th>
          <th scope="col">Short</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={`${line.kind}:${line.itemId ?? line.name}:${line.unit}`}>
            <th scope="row">{line.name}</th>
            <td>{amount(line, line.taken)}</td>
            <td className={stockStyles.status} data-tone={line.short > 0 ? 'short' : 'ok'}>
              {line.short > 0 ? amount(line, line.short) : '—'}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
