// "History" of a line: its changes newest first, each with when, how much, what was left, why, the note,
// and the batch that took or put back (a link to it).
import { formatStockAmount, type StockChange, type StockLine } from '@wortsmith/core';
import { Link } from 'react-router';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { useAmountUnits } from '../../lib/preferences';
import styles from './Inventory.module.css';
import { useStockHistory } from './queries';

/** How each reason reads in the history. */
export const REASON_LABELS: Readonly<Record<StockChange['reason'], string>> = {
  bought: 'Bought',
  used: 'Used',
  correction: 'Correction',
  set: 'Set',
  taken: 'Taken by a batch',
  'put back': 'Put back by a batch',
};

/** The History dialog of `line`, mounted only while open. */
export function StockHistoryDialog({ line, onClose }: { line: StockLine; onClose: () => void }) {
  const history = useStockHistory(line.kind, line.itemId);
  const units = useAmountUnits();
  const amount = (change: StockChange, value: number) =>
    formatStockAmount(line.kind, change.unit, value, units);
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={`History of ${line.name}`}
      footer={<Button onClick={onClose}>Close</Button>}
    >
      {history.isPending ? (
        <p className={styles.muted} aria-busy>
          Loading…
        </p>
      ) : !history.data?.length ? (
        <p className={styles.muted}>
          {history.isError ? 'The history could not be loaded.' : 'No changes yet.'}
        </p>
      ) : (
        <ol className={styles.history} aria-label="Changes, newest first">
          {history.data.map((change) => (
            <li key={change.id} className={styles.change}>
              <span className={styles.changeHead}>
                <time dateTime={change.at}>{new Date(change.at).toLocaleString()}</time>
                <strong>{REASON_LABELS[change.reason]}</strong>
                {change.batchId ? (
                  <Link to={`/Batches/${change.batchId}`}>Batch #{change.batchNumber ?? ''}</Link>
                ) : null}
              </span>
              <span>
                {change.change > 0 ? '+' : '−'}
                {amount(change, Math.abs(change.change))}, then {amount(change, change.amountAfter)}
              </span>
              {change.note ? <span className={styles.muted}>{change.note}</span> : null}
            </li>
          ))}
        </ol>
      )}
    </Modal>
  );
}
