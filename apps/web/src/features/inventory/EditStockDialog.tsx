// "Edit" a line: its lots (each its amount in the brewer's units and its details, added or removed), the
// amount it is low at, and its unit where the kind has several. The line's amount is what its lots hold.
import { formatStockAmount, type StockLine, type StockLineBody, stockInputText } from '@wortsmith/core';
import { useFieldArray, useForm } from 'react-hook-form';
import { Button } from '../../components/Button';
import { FormModal } from '../../components/FormModal';
import { checkResolver, errorAt } from '../../lib/forms';
import { useAmountUnits } from '../../lib/preferences';
import { DialogFailure } from './DialogFailure';
import styles from './Inventory.module.css';
import { LotFields } from './LotFields';
import { useSaveStockLine } from './mutations';
import { StockAmountField } from './StockAmountField';
import { StockUnitSelect } from './StockUnitSelect';
import { checkEditStock, type EditStockValues, EMPTY_LOT, lotRowValues } from './stock-form';

/** The Edit dialog of `line`, mounted only while open. */
export function EditStockDialog({ line, onClose }: { line: StockLine; onClose: () => void }) {
  const units = useAmountUnits();
  const save = useSaveStockLine();
  const form = useForm<EditStockValues, unknown, StockLineBody>({
    resolver: checkResolver((values: EditStockValues) => checkEditStock(values, line.kind, units)),
    defaultValues: {
      unit: line.unit,
      reorderAt: line.reorderAt === null ? '' : stockInputText(line.kind, line.unit, line.reorderAt, units),
      lots: line.lots.map((lot) => lotRowValues(line.kind, line.unit, lot, units)),
    },
  });
  const lots = useFieldArray({ control: form.control, name: 'lots' });
  const { errors } = form.formState;
  const unit = form.watch('unit');
  const submit = form.handleSubmit((body) =>
    save
      .mutateAsync({ kind: line.kind, itemId: line.itemId, body })
      .then(onClose)
      .catch(() => undefined),
  );
  return (
    <FormModal
      title={`Edit ${line.name}`}
      formId="edit-stock-form"
      formClassName={styles.form}
      submitLabel="Save"
      onSubmit={submit}
      onClose={onClose}
    >
      <p className={styles.muted}>In stock: {formatStockAmount(line.kind, line.unit, line.amount, units)}</p>
      <StockUnitSelect id="edit-stock-unit" kind={line.kind} registration={form.register('unit')} />
      <StockAmountField
        id="edit-stock-reorderAt"
        kind={line.kind}
        unit={unit}
        label="Low at"
        hint="Marked Low at or below this amount; empty: only when none is left."
        error={errors.reorderAt?.message}
        registration={form.register('reorderAt')}
      />
      <fieldset className={styles.lots}>
        <legend>Lots</legend>
        {lots.fields.length === 0 ? <p className={styles.muted}>No lots: nothing in stock.</p> : null}
        {lots.fields.map((lot, index) => (
          <fieldset key={lot.id} className={styles.lot}>
            <legend>Lot {index + 1}</legend>
            <StockAmountField
              id={`edit-lot-${index}-amount`}
              kind={line.kind}
              unit={unit}
              error={errorAt(errors, `lots.${index}.amount`)}
              registration={form.register(`lots.${index}.amount`)}
            />
            <LotFields
              idPrefix={`edit-lot-${index}`}
              kind={line.kind}
              priceHint="What you paid for this lot."
              field={(name) => ({
                registration: form.register(`lots.${index}.${name}`),
                error: errorAt(errors, `lots.${index}.${name}`),
              })}
            />
            <Button variant="ghost" onClick={() => lots.remove(index)}>
              Remove lot {index + 1}
            </Button>
          </fieldset>
        ))}
        <Button variant="secondary" onClick={() => lots.append({ ...EMPTY_LOT, amount: '' })}>
          Add lot
        </Button>
      </fieldset>
      <DialogFailure error={save.error} />
    </FormModal>
  );
}
