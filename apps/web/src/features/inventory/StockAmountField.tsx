// An amount of stock typed in the brewer's units, labelled with the unit it is typed in ("Amount (lb)").
import { type StockKind, type StockUnit, stockAmountLabel } from '@wortsmith/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../../components/TextField';
import { useAmountUnits } from '../../lib/preferences';

/** Props of StockAmountField. */
export interface StockAmountFieldProps {
  id: string;
  kind: StockKind;
  unit: StockUnit;
  /** What the amount is ("Amount", "Low at"). */
  label?: string;
  hint?: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
}

/** The labelled amount input. */
export function StockAmountField({ kind, unit, label = 'Amount', ...field }: StockAmountFieldProps) {
  const units = useAmountUnits();
  return (
    <TextField
      label={`${label} ${stockAmountLabel(kind, unit, units)}`}
      inputMode="decimal"
      autoComplete="off"
      {...field}
    />
  );
}
