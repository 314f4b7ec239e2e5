// The quantity input of the add and update modals, labelled in the unit it is typed in (SPEC §2.8's
// "(grams)" or "(oz)"; "(lb)" or "(kg)" for grain in those units), and for a misc or a yeast the unit it
// is measured in: by weight, or in millilitres, teaspoons, tablespoons, items or packs (issue 30).
import {
  type AmountUnit,
  amountLabel,
  MISC_UNITS,
  type TypedUnit,
  type WeightUnit,
  yeastUnits,
} from '@wortsmith/core';
import { Field, fieldControlClass, SelectField } from '../../../../components';
import type { IngredientListKey } from '../recipe-draft';
import styles from './modals.module.css';

/** What each measure is called in the select. */
const MEASURE_NAMES: Record<Exclude<AmountUnit, 'g'>, string> = {
  mL: 'Millilitres (mL)',
  tsp: 'Teaspoons (tsp)',
  tbsp: 'Tablespoons (tbsp)',
  item: 'Items',
  pack: 'Packs',
};

/** The units a misc or a yeast (by its form) can be measured in; none for grain and hops. */
export function measuresOf(list: IngredientListKey, form: string | null | undefined): readonly AmountUnit[] {
  if (list === 'recipeMisc') return MISC_UNITS;
  if (list === 'recipeYeasts') return yeastUnits(form);
  return [];
}

/** The measure select of a misc or a yeast. */
export interface MeasureChoice {
  options: readonly AmountUnit[];
  value: AmountUnit;
  onChange: (unit: AmountUnit) => void;
  /** The weight unit "by weight" means. */
  weight: WeightUnit;
}

/** Props of QuantityField: the text as typed (comma decimals allowed) and the unit it is in. */
export interface QuantityFieldProps {
  formId: string;
  unit: TypedUnit;
  value: string;
  onChange: (value: string) => void;
  measure?: MeasureChoice;
}

/** "Quantity (grams)", "Quantity (oz)", "Quantity (lb)", "Quantity (packs)"…, with a misc's or yeast's measure. */
export function QuantityField({ formId, unit, value, onChange, measure }: QuantityFieldProps) {
  const id = `${formId}-quantity`;
  const field = (
    <Field id={id} label={`Quantity ${amountLabel(unit)}`}>
      <input
        id={id}
        className={fieldControlClass}
        inputMode="decimal"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
  if (!measure) return field;
  // A value the form does not suggest (an imported yeast in mL) stays offered.
  const options = measure.options.includes(measure.value)
    ? measure.options
    : [...measure.options, measure.value];
  return (
    <div className={styles.row}>
      {field}
      <SelectField
        id={`${formId}-unit`}
        label="Measured in"
        value={measure.value}
        onChange={(event) => measure.onChange(event.target.value as AmountUnit)}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {option === 'g' ? `Weight (${measure.weight})` : MEASURE_NAMES[option]}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
