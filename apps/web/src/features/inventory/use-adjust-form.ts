// The form of a change to one line (Adjust, and a shopping list line's Bought): its values checked by
// `checkAdjust` in the brewer's units, sent as an adjustment, `onDone` once the stock took it.
import type { AmountUnits, StockAdjustment, StockKind, StockUnit } from '@wortsmith/core';
import { useForm } from 'react-hook-form';
import { checkResolver } from '../../lib/forms';
import { useAmountUnits } from '../../lib/preferences';
import { useAdjustStock } from './mutations';
import { type AdjustValues, checkAdjust, EMPTY_LOT } from './stock-form';

/** The values a new change starts from: a purchase of nothing yet. */
export const NEW_CHANGE: AdjustValues = {
  ...EMPTY_LOT,
  reason: 'bought',
  direction: 'add',
  amount: '',
  note: '',
};

/** The change form of the line `kind`/`itemId` kept in `unit`. */
export function useAdjustForm(
  line: { kind: StockKind; itemId: string; unit: StockUnit },
  defaults: (units: AmountUnits) => Partial<AdjustValues>,
  onDone: () => void,
) {
  const units = useAmountUnits();
  const adjust = useAdjustStock();
  const form = useForm<AdjustValues, unknown, StockAdjustment>({
    resolver: checkResolver((values: AdjustValues) => checkAdjust(values, line, units)),
    defaultValues: { ...NEW_CHANGE, ...defaults(units) },
  });
  const submit = form.handleSubmit((body) =>
    adjust
      .mutateAsync({ kind: line.kind, itemId: line.itemId, body })
      .then(onDone)
      .catch(() => undefined),
  );
  return { form, units, submit, error: adjust.error };
}
