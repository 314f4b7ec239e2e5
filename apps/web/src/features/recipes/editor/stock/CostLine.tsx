// A cost and what it comes to per litre and per serving (a select of bottle, can and glass sizes), in the
// brewer's currency: the recipe's ingredient cost and a batch's.
import { costPerVolume, SERVING_SIZES } from '@wortsmith/core';
import { useState } from 'react';
import { useCurrency } from '../../../../lib/currency';
import { useDisplayUnits } from '../../../../lib/preferences';
import styles from './StockCard.module.css';

/** Props of the line. */
export interface CostLineProps {
  label: string;
  cost: number;
  /** The beer it makes, in litres. */
  litres: number;
}

/** "Ingredient cost €24.10 · €1.21 per litre · €0.40 per [330 mL bottle]". */
export function CostLine({ label, cost, litres }: CostLineProps) {
  const money = useCurrency();
  // A brewer in gallons pours cans of 12 fl oz; others 330 mL bottles.
  const [serving, setServing] = useState<number>(useDisplayUnits().volume === 'gal' ? 1 : 0);
  const spread = costPerVolume(cost, litres, SERVING_SIZES[serving]!.litres);
  return (
    <p className={styles.costLine}>
      <span>{label}</span> <strong>{money.format(cost)}</strong>
      {spread && (
        <>
          {' · '}
          {money.format(spread.perLitre)} per litre · {money.format(spread.perServing)} per{' '}
          <select
            aria-label="Serving size"
            className={styles.serving}
            value={serving}
            onChange={(event) => setServing(Number(event.target.value))}
          >
            {SERVING_SIZES.map((size, index) => (
              <option key={size.label} value={index}>
                {size.label}
              </option>
            ))}
          </select>
        </>
      )}
    </p>
  );
}
