// One line of the stock: the item, its supplier, the amount in the brewer's units, the markers (Low, Out of
// stock, Use soon, Past best before), its low mark and value, and its actions: Adjust, Edit, History.
import { amountCost, formatStockAmount, lineAgeMarker, lineLevel, type StockLine } from '@wortsmith/core';
import { Button } from '../../components/Button';
import { useCurrency } from '../../lib/currency';
import { useAmountUnits } from '../../lib/preferences';
import styles from './Inventory.module.css';

/** What a row's action opens. */
export type StockAction = 'adjust' | 'edit' | 'history';

/** The value of a line from its lots' prices; null when none of it is priced. */
export function lineValue(line: StockLine): number | null {
  if (line.amount <= 0) return null;
  const { cost, unpriced } = amountCost(line.lots, line.amount);
  return unpriced >= line.amount ? null : cost;
}

/** Props of StockLineRow. */
export interface StockLineRowProps {
  line: StockLine;
  today: string;
  onAction: (action: StockAction, line: StockLine) => void;
}

/** A stock line as a list item. */
export function StockLineRow({ line, today, onAction }: StockLineRowProps) {
  const units = useAmountUnits();
  const money = useCurrency();
  const level = lineLevel(line);
  const age = lineAgeMarker(line, today);
  const value = lineValue(line);
  const amount = (value: number) => formatStockAmount(line.kind, line.unit, value, units);
  return (
    <li className={styles.row} aria-label={line.name}>
      <div className={styles.rowMain}>
        <span className={styles.name}>{line.name}</span>
        {line.supplier ? <span className={styles.supplier}>{line.supplier}</span> : null}
      </div>
      <div className={styles.rowFacts}>
        <span className={styles.amount}>{amount(line.amount)}</span>
        {level ? (
          <span className={styles.marker} data-tone={level === 'Out of stock' ? 'bad' : 'warn'}>
            {level}
          </span>
        ) : null}
        {age ? (
          <span className={styles.marker} data-tone={age === 'Past best before' ? 'bad' : 'warn'}>
            {age}
          </span>
        ) : null}
        {line.reorderAt !== null ? (
          <span className={styles.muted}>Low at {amount(line.reorderAt)}</span>
        ) : null}
        {value !== null ? <span className={styles.muted}>Value {money.format(value)}</span> : null}
      </div>
      <div className={styles.rowActions}>
        <Button
          variant="secondary"
          onClick={() => onAction('adjust', line)}
          aria-label={`Adjust ${line.name}`}
        >
          Adjust
        </Button>
        <Button variant="secondary" onClick={() => onAction('edit', line)} aria-label={`Edit ${line.name}`}>
          Edit
        </Button>
        <Button
          variant="secondary"
          onClick={() => onAction('history', line)}
          aria-label={`History of ${line.name}`}
        >
          History
        </Button>
      </div>
    </li>
  );
}
