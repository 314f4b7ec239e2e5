// A shopping list line ticked "Bought": how much was bought (what was to buy, to start with), the price
// paid, where and when; it is added to stock as a purchase, with its cost.
import { localIsoDate, type ShoppingListLine, stockInputText } from '@wortsmith/core';
import { FormModal } from '../../components/FormModal';
import { DialogFailure } from './DialogFailure';
import styles from './Inventory.module.css';
import { LotFields } from './LotFields';
import { StockAmountField } from './StockAmountField';
import { useAdjustForm } from './use-adjust-form';

/** The Bought dialog of a linked line, mounted only while open; `onBought` after the stock took it. */
export function BoughtDialog({
  line,
  onBought,
  onClose,
}: {
  line: ShoppingListLine & { itemId: string };
  onBought: () => void;
  onClose: () => void;
}) {
  const { form, submit, error } = useAdjustForm(
    line,
    (units) => ({
      amount: line.toBuy > 0 ? stockInputText(line.kind, line.unit, line.toBuy, units) : '',
      purchaseDate: localIsoDate(),
    }),
    onBought,
  );
  const { errors } = form.formState;
  return (
    <FormModal
      title={`Bought ${line.name}`}
      formId="bought-form"
      formClassName={styles.form}
      submitLabel="Add to stock"
      onSubmit={submit}
      onClose={onClose}
    >
      <StockAmountField
        id="bought-amount"
        kind={line.kind}
        unit={line.unit}
        error={errors.amount?.message}
        registration={form.register('amount')}
      />
      <LotFields
        idPrefix="bought"
        kind={line.kind}
        only={['price', 'supplier', 'purchaseDate']}
        priceHint="What you paid for what you bought."
        field={(name) => ({ registration: form.register(name), error: errors[name]?.message })}
      />
      <DialogFailure error={error} />
    </FormModal>
  );
}
