// "Adjust" a line: an amount in the brewer's units, why (bought adds, used takes away, a correction goes
// the way chosen) and a note; a purchase takes the lot's details and the price paid. The server's message
// (taking more than is in stock) is shown in the dialog.
import { formatStockAmount, type StockLine } from '@wortsmith/core';
import { FormModal } from '../../components/FormModal';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { DialogFailure } from './DialogFailure';
import styles from './Inventory.module.css';
import { LotFields } from './LotFields';
import { StockAmountField } from './StockAmountField';
import { useAdjustForm } from './use-adjust-form';

/** The Adjust dialog of `line`, mounted only while open. */
export function AdjustStockDialog({ line, onClose }: { line: StockLine; onClose: () => void }) {
  const { form, units, submit, error } = useAdjustForm(line, () => ({}), onClose);
  const { errors } = form.formState;
  const reason = form.watch('reason');
  return (
    <FormModal
      title={`Adjust ${line.name}`}
      formId="adjust-stock-form"
      formClassName={styles.form}
      submitLabel="Save"
      onSubmit={submit}
      onClose={onClose}
    >
      <p className={styles.muted}>In stock: {formatStockAmount(line.kind, line.unit, line.amount, units)}</p>
      <SelectField id="adjust-reason" label="Reason" registration={form.register('reason')}>
        <option value="bought">Bought (adds to stock)</option>
        <option value="used">Used (takes from stock)</option>
        <option value="correction">Correction</option>
      </SelectField>
      {reason === 'correction' ? (
        <SelectField id="adjust-direction" label="Direction" registration={form.register('direction')}>
          <option value="add">Add to stock</option>
          <option value="remove">Take from stock</option>
        </SelectField>
      ) : null}
      <StockAmountField
        id="adjust-amount"
        kind={line.kind}
        unit={line.unit}
        error={errors.amount?.message}
        registration={form.register('amount')}
      />
      <TextField
        id="adjust-note"
        label="Note"
        autoComplete="off"
        error={errors.note?.message}
        registration={form.register('note')}
      />
      {reason === 'bought' ? (
        <LotFields
          idPrefix="adjust"
          kind={line.kind}
          field={(name) => ({ registration: form.register(name), error: errors[name]?.message })}
        />
      ) : null}
      <DialogFailure error={error} />
    </FormModal>
  );
}
