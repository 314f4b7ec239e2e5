// The quantity input of the add and update modals, labelled in the user's weight unit (SPEC §2.8).
import { quantityLabel, type WeightUnit } from '@wortsmith/core';
import { Field, fieldControlClass } from '../../../../components';

/** Props of QuantityField: the text as typed (comma decimals allowed) and the unit it is in. */
export interface QuantityFieldProps {
  formId: string;
  unit: WeightUnit;
  value: string;
  onChange: (value: string) => void;
}

/** "Quantity (grams)" or "Quantity (oz)". */
export function QuantityField({ formId, unit, value, onChange }: QuantityFieldProps) {
  const id = `${formId}-quantity`;
  return (
    <Field id={id} label={`Quantity ${quantityLabel(unit)}`}>
      <input
        id={id}
        className={fieldControlClass}
        inputMode="decimal"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}
