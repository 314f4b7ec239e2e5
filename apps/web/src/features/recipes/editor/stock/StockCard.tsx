// The recipe screen's "Stock and cost" card (issue 33): whether the brewer has what the recipe takes (the
// rows say it per ingredient; "Check stock" lists every need, the water's salts and acids included), a
// way to the shopping list, and what the ingredients cost from the prices on the stock's lots, per litre
// and per serving.
import { formatStockAmount, needsCost, type StockCheckLine, type StockLine } from '@wortsmith/core';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { buttonClassNames } from '../../../../components';
import { useAmountUnits } from '../../../../lib/preferences';
import editorStyles from '../RecipeEditor.module.css';
import { CostLine } from './CostLine';
import { stockWords } from './recipe-stock';
import styles from './StockCard.module.css';

/** Props of the card. */
export interface StockCardProps {
  /** The recipe's id once saved (the shopping list is made from a saved recipe). */
  recipeId: string | null;
  check: readonly StockCheckLine[];
  /** The stock; undefined while it loads. */
  lines: readonly StockLine[] | undefined;
  /** The stock could not be read. */
  failed: boolean;
  /** The batch volume in litres, for the cost per litre. */
  litres: number;
}

/** A sentence of where the recipe stands against stock. */
function summary(check: readonly StockCheckLine[]): string {
  if (check.length === 0) return 'The recipe takes nothing from stock yet.';
  const short = check.filter((line) => line.status === 'short').length;
  const unknown = check.length - short - check.filter((line) => line.status === 'in stock').length;
  const parts = [
    short === 0 ? `Everything linked is in stock.` : `Short of ${short} of ${check.length} ingredients.`,
  ];
  if (unknown > 0) parts.push(`${unknown} cannot be checked (not linked, or kept in another unit).`);
  return parts.join(' ');
}

/** The card. */
export function StockCard({ recipeId, check, lines, failed, litres }: StockCardProps) {
  const units = useAmountUnits();
  const titleId = useId();
  const [checking, setChecking] = useState(false);
  const cost = lines ? needsCost(check, lines) : null;
  return (
    <section className={editorStyles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={editorStyles.cardTitle}>
        Stock and cost
      </h2>
      {!lines ? (
        <p className={styles.muted}>{failed ? 'Your stock could not be read.' : 'Checking your stock…'}</p>
      ) : (
        <>
          <p className={styles.summary}>{summary(check)}</p>
          <div className={styles.actions}>
            {recipeId && (
              <Link className={buttonClassNames.secondary} to={`/ShoppingList?recipe=${recipeId}`}>
                Shopping list
              </Link>
            )}
            <Link className={buttonClassNames.secondary} to="/Inventory">
              Your stock
            </Link>
          </div>
          {check.length > 0 && (
            <details
              className={styles.details}
              open={checking}
              onToggle={(event) => setChecking(event.currentTarget.open)}
            >
              <summary>Check stock</summary>
              {/* Drawn only while open: its amounts would otherwise repeat the rows' in the page's text. */}
              {checking && (
                <table className={styles.table}>
                  <thead>
                    <tr>
                      <th scope="col">Ingredient</th>
                      <th scope="col">Needed</th>
                      <th scope="col">In stock</th>
                      <th scope="col">
                        <span className={styles.visuallyHidden}>Status</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {check.map((line) => {
                      const words = stockWords(line, units);
                      return (
                        <tr key={`${line.kind}:${line.itemId ?? line.name}:${line.unit}`}>
                          <th scope="row">{line.name}</th>
                          <td>{formatStockAmount(line.kind, line.unit, line.amount, units)}</td>
                          <td>
                            {line.status === 'short' || line.status === 'in stock'
                              ? formatStockAmount(line.kind, line.unit, line.inStock, units)
                              : '—'}
                          </td>
                          <td className={styles.status} data-tone={words.tone}>
                            {words.text}
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              )}
            </details>
          )}
          {cost && cost.priced > 0 ? (
            <div className={styles.cost}>
              <CostLine label="Ingredient cost" cost={cost.cost} litres={litres} />
              <p className={styles.muted}>
                From the prices of your stock’s lots, oldest first
                {cost.unpriced === 0
                  ? '.'
                  : cost.unpriced === 1
                    ? '; 1 ingredient has no price and is not counted.'
                    : `; ${cost.unpriced} ingredients have no price and are not counted.`}
              </p>
            </div>
          ) : (
            <p className={styles.muted}>Give your stock’s lots a price to see what this recipe costs.</p>
          )}
        </>
      )}
    </section>
  );
}
