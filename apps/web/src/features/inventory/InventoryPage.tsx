// /Inventory, the sidebar's "Stock" (issue 33): everything the brewery has, grouped by kind, searchable by
// name or supplier, each line in the brewer's units with its markers and value; "Add stock", and per line
// Adjust, Edit and History. The shopping list is a button away.
import { localIsoDate, STOCK_KIND_LABELS, STOCK_KINDS, type StockLine } from '@wortsmith/core';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClassNames } from '../../components/Button';
import { PageHeader } from '../../components/PageHeader';
import { SkeletonRows } from '../../components/Skeleton';
import { SearchField } from '../recipes/editor/modals/SearchField';
import { AddStockDialog } from './AddStockDialog';
import { AdjustStockDialog } from './AdjustStockDialog';
import { EditStockDialog } from './EditStockDialog';
import styles from './Inventory.module.css';
import { useStock } from './queries';
import { StockHistoryDialog } from './StockHistoryDialog';
import { type StockAction, StockLineRow } from './StockLineRow';

/** Whether a line's name or supplier holds the typed text (case aside). */
export function lineMatches(line: StockLine, text: string): boolean {
  const term = text.trim().toLowerCase();
  return !term || `${line.name}\n${line.supplier ?? ''}`.toLowerCase().includes(term);
}

/** The stock screen. */
export function InventoryPage() {
  const stock = useStock();
  const [search, setSearch] = useState('');
  const [adding, setAdding] = useState(false);
  const [open, setOpen] = useState<{ action: StockAction; line: StockLine } | null>(null);
  const today = localIsoDate();
  const lines = stock.data ?? [];
  const groups = useMemo(
    () =>
      STOCK_KINDS.map((kind) => ({
        kind,
        lines: lines
          .filter((line) => line.kind === kind && lineMatches(line, search))
          .sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' })),
      })).filter((group) => group.lines.length > 0),
    [lines, search],
  );
  const onAction = (action: StockAction, line: StockLine) => setOpen({ action, line });
  const close = () => setOpen(null);
  return (
    <>
      <PageHeader
        title="Stock"
        actions={
          <>
            <Link className={buttonClassNames.secondary} to="/ShoppingList">
              Shopping list
            </Link>
            <Button onClick={() => setAdding(true)}>Add stock</Button>
          </>
        }
      />
      <div className={styles.search}>
        <SearchField formId="stock" value={search} onChange={setSearch} />
      </div>
      {stock.isPending ? (
        <SkeletonRows />
      ) : groups.length === 0 ? (
        <p className={styles.empty} role="status">
          {stock.isError
            ? 'Your stock could not be loaded.'
            : lines.length > 0
              ? 'Nothing in stock matches the search.'
              : 'Nothing in stock yet: add what you have, and recipes and the shopping list will count on it.'}
        </p>
      ) : (
        <div className={styles.groups}>
          {groups.map((group) => (
            <section key={group.kind} aria-labelledby={`stock-${group.kind}`}>
              <h2 id={`stock-${group.kind}`} className={styles.groupTitle}>
                {STOCK_KIND_LABELS[group.kind]}
              </h2>
              <ul className={styles.list} aria-label={STOCK_KIND_LABELS[group.kind]}>
                {group.lines.map((line) => (
                  <StockLineRow key={line.itemId} line={line} today={today} onAction={onAction} />
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
      {adding ? <AddStockDialog lines={lines} onClose={() => setAdding(false)} /> : null}
      {open?.action === 'adjust' ? <AdjustStockDialog line={open.line} onClose={close} /> : null}
      {open?.action === 'edit' ? <EditStockDialog line={open.line} onClose={close} /> : null}
      {open?.action === 'history' ? <StockHistoryDialog line={open.line} onClose={close} /> : null}
    </>
  );
}
