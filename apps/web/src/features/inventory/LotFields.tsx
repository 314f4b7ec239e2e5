// A lot's details in the stock dialogs: purchase, best-before and production dates, alpha acid (hops), the
// price paid for the lot in the brewer's currency, and where it was bought.
import type { StockKind } from '@wortsmith/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField, type TextFieldProps } from '../../components/TextField';
import { useCurrency } from '../../lib/currency';
import styles from './Inventory.module.css';
import type { LotValues } from './stock-form';

/** A lot detail's field name. */
export type LotFieldName = Exclude<keyof LotValues, 'id'>;

/** One field's binding: its registration and its message. */
export type LotFieldBinding = (name: LotFieldName) => {
  registration: UseFormRegisterReturn;
  error: string | undefined;
};

/** Props of LotFields. */
export interface LotFieldsProps {
  /** Ids start with it (several lots in one form). */
  idPrefix: string;
  kind: StockKind;
  field: LotFieldBinding;
  /** The price's hint: what it is for ("for this lot", "for what you bought"). */
  priceHint?: string;
  /** Only these fields (all by default). */
  only?: readonly LotFieldName[];
}

/** The lot's detail fields. */
export function LotFields({
  idPrefix,
  kind,
  field,
  only,
  priceHint = 'What you paid for all of it.',
}: LotFieldsProps) {
  const { currency } = useCurrency();
  const shown = (name: LotFieldName) =>
    only ? only.includes(name) : name !== 'alphaAcid' || kind === 'hops';
  const input = (name: LotFieldName, props: Omit<TextFieldProps, 'id'>) => {
    if (!shown(name)) return null;
    const { registration, error } = field(name);
    return <TextField id={`${idPrefix}-${name}`} registration={registration} error={error} {...props} />;
  };
  return (
    <div className={styles.lotFields}>
      {input('price', { label: `Price paid (${currency})`, inputMode: 'decimal', hint: priceHint })}
      {input('supplier', { label: 'Supplier', autoComplete: 'off' })}
      {input('purchaseDate', { label: 'Purchase date', type: 'date' })}
      {input('bestBefore', { label: 'Best before', type: 'date' })}
      {input('productionDate', { label: 'Production date', type: 'date' })}
      {input('alphaAcid', { label: 'Alpha acid (%)', inputMode: 'decimal' })}
    </div>
  );
}
