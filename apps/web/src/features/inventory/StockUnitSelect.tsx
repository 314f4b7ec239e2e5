// The unit a line is kept in, for the kinds that may be kept in several (a misc by weight, volume or count;
// a yeast in packs, by weight or by volume); nothing for the others.
import { STOCK_KIND_UNITS, STOCK_UNIT_NAMES, type StockKind, stockAmountLabel } from '@wortsmith/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { SelectField } from '../../components/SelectField';
import { useAmountUnits } from '../../lib/preferences';

/** The unit select, or nothing when the kind has one unit. */
export function StockUnitSelect({
  id,
  kind,
  registration,
}: {
  id: string;
  kind: StockKind;
  registration: UseFormRegisterReturn;
}) {
  const units = useAmountUnits();
  const options = STOCK_KIND_UNITS[kind];
  if (options.length < 2) return null;
  return (
    <SelectField id={id} label="Unit" registration={registration}>
      {options.map((unit) => (
        <option key={unit} value={unit}>
          {`${STOCK_UNIT_NAMES[unit]} ${stockAmountLabel(kind, unit, units)}`}
        </option>
      ))}
    </SelectField>
  );
}
