// /ShoppingList (issue 33): what chosen recipes (each a number of batches) and planned batches need, less
// what is in stock, grouped by kind in the brewer's units. A line ticked "Bought" is added to stock with
// its price, and the list is worked out again. Copy as text or CSV, or print it (the app's frame and the
// choosers stay off the paper). `?recipe=<id>` starts with that recipe chosen (a link from a recipe).
import { type AmountUnits, type ShoppingListLine, STOCK_KIND_LABELS } from '@wortsmith/core';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClassNames } from '../../components/Button';
import { PageHeader } from '../../components/PageHeader';
import { notifySuccess } from '../../lib/notify';
import { useAmountUnits } from '../../lib/preferences';
import printPage from '../../styles/print-page.module.css';
import { BoughtDialog } from './BoughtDialog';
import { useShoppingList } from './queries';
import styles from './ShoppingList.module.css';
import { type ShoppingChoice, ShoppingPicker, shoppingBody } from './ShoppingPicker';
import { linesByKind, NOT_LINKED, shoppingAmount, shoppingListCsv, shoppingListText } from './shopping-text';

type LinkedLine = ShoppingListLine & { itemId: string };
const lineKey = (line: ShoppingListLine) => `${line.kind}:${line.itemId ?? line.name}:${line.unit}`;

/** The shopping list screen. */
export function ShoppingListPage() {
  const [params] = useSearchParams();
  const [choice, setChoice] = useState<ShoppingChoice>(() => {
    const recipe = params.get('recipe');
    return { recipes: recipe ? { [recipe]: '1' } : {}, batchIds: [] };
  });
  const body = useMemo(() => shoppingBody(choice), [choice]);
  const list = useShoppingList(body);
  const units = useAmountUnits();
  const [buying, setBuying] = useState<LinkedLine | null>(null);
  const [bought, setBought] = useState<ReadonlySet<string>>(new Set());
  const [copied, setCopied] = useState<{ label: string; text: string } | null>(null);
  const lines = list.data ?? [];
  const chosen = body.recipes.length > 0 || body.batchIds.length > 0;

  const copy = (label: string, text: string) => {
    const clipboard = navigator.clipboard as Clipboard | undefined;
    (clipboard ? clipboard.writeText(text) : Promise.reject(new Error('No clipboard')))
      .then(() => {
        setCopied(null);
        notifySuccess(`${label} copied.`);
      })
      .catch(() => setCopied({ label, text }));
  };

  return (
    <div className={styles.page}>
      <PageHeader
        title="Shopping list"
        actions={
          <Link className={buttonClassNames.secondary} to="/Inventory">
            Stock
          </Link>
        }
      />
      <ShoppingPicker choice={choice} onChange={setChoice} />
      {!chosen ? (
        <p className={styles.muted} role="status">
          Choose recipes or planned batches to see what to buy.
        </p>
      ) : list.isPending ? (
        <p className={styles.muted} aria-busy>
          Working out the list…
        </p>
      ) : lines.length === 0 ? (
        <p className={styles.muted} role="status">
          {list.isError ? 'The shopping list could not be made.' : 'Nothing needed.'}
        </p>
      ) : (
        <>
          <div className={styles.toolbar}>
            <Button variant="secondary" onClick={() => copy('Text', shoppingListText(lines, units))}>
              Copy as text
            </Button>
            <Button variant="secondary" onClick={() => copy('CSV', shoppingListCsv(lines, units))}>
              Copy as CSV
            </Button>
            <Button variant="secondary" onClick={() => window.print()}>
              Print
            </Button>
          </div>
          {copied ? (
            <div className={styles.copyFallback} role="alert">
              <label htmlFor="shopping-copy">
                {copied.label} could not be copied here: select it below and copy it yourself.
              </label>
              <textarea id="shopping-copy" readOnly rows={8} value={copied.text} />
            </div>
          ) : null}
          <article className={`${styles.sheet} ${printPage.printPage}`} aria-label="Shopping list">
            <h2 className={styles.printTitle}>Shopping list</h2>
            {linesByKind(lines).map((group) => (
              <section key={group.kind} aria-labelledby={`shopping-${group.kind}`}>
                <h3 id={`shopping-${group.kind}`} className={styles.groupTitle}>
                  {STOCK_KIND_LABELS[group.kind]}
                </h3>
                <ul className={styles.lines} aria-label={STOCK_KIND_LABELS[group.kind]}>
                  {group.lines.map((line) => (
                    <ShoppingLineRow
                      key={lineKey(line)}
                      line={line}
                      bought={bought.has(lineKey(line))}
                      units={units}
                      onBuy={setBuying}
                    />
                  ))}
                </ul>
              </section>
            ))}
          </article>
        </>
      )}
      {buying ? (
        <BoughtDialog
          line={buying}
          onClose={() => setBuying(null)}
          onBought={() => {
            setBought((keys) => new Set(keys).add(lineKey(buying)));
            setBuying(null);
          }}
        />
      ) : null}
    </div>
  );
}

/** One line of the list: what is needed, in stock and to buy; linked lines have their Bought tick. */
function ShoppingLineRow({
  line,
  bought: done,
  units,
  onBuy,
}: {
  line: ShoppingListLine;
  bought: boolean;
  units: AmountUnits;
  onBuy: (line: LinkedLine) => void;
}) {
  const amount = (value: number) => shoppingAmount(line, value, units);
  const { itemId } = line;
  return (
    <li className={styles.line} aria-label={line.name} data-enough={line.toBuy <= 0 ? 'true' : undefined}>
      <span className={styles.name}>{line.name}</span>
      <span className={styles.figures}>
        <span>Needed {amount(line.needed)}</span>
        <span>In stock {itemId ? amount(line.inStock) : '–'}</span>
        <strong>To buy {amount(line.toBuy)}</strong>
      </span>
      {itemId ? (
        <label className={styles.bought}>
          <input type="checkbox" checked={done} disabled={done} onChange={() => onBuy({ ...line, itemId })} />{' '}
          Bought
        </label>
      ) : (
        <span className={styles.notLinked}>{NOT_LINKED}</span>
      )}
    </li>
  );
}
