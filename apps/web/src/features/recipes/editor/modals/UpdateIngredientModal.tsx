// The update modals (Update Fermentable, Update Hop, Update Misc, Update Yeast; SPEC §2.8, §5): edit
// one ingredient of the recipe; every validation message is toasted, or "Validation error.".
import {
  type AmountUnit,
  type AmountUnits,
  amountInputText,
  type ColorUnit,
  daysInputToMinutes,
  type HopUsageStage,
  minutesToDaysInput,
  parseAmount,
  parseQuantity,
  quantityInputText,
  typedUnit,
  UPDATE_MODALS,
  unitSymbol,
  validationMessages,
} from '@wortsmith/core';
import { type FormEvent, useState } from 'react';
import { Field, FormModal, fieldControlClass, OptionList } from '../../../../components';
import { notifyError } from '../../../../lib/notify';
import { useDisplayUnits } from '../../../../lib/preferences';
import { parseNumberText } from '../NumberInput';
import type { IngredientListKey, IngredientLists } from '../recipe-draft';
import { STAGE_BOIL_TIMES } from './AddIngredientModal';
import { type DryHopDays, DryHopFields } from './DryHopFields';
import styles from './modals.module.css';
import { measuresOf, QuantityField } from './QuantityField';

/** Shown when validation fails without a message of its own (SPEC §5). */
export const VALIDATION_ERROR = 'Validation error.';

/** Props of an update modal. */
export interface UpdateIngredientModalProps {
  list: IngredientListKey;
  item: IngredientLists[IngredientListKey];
  units: AmountUnits;
  onClose: () => void;
  onSave: (list: IngredientListKey, item: IngredientLists[IngredientListKey]) => void;
}

function initialValues(
  list: IngredientListKey,
  item: IngredientLists[IngredientListKey],
  colorUnit: ColorUnit | null,
) {
  const record = item as unknown as Record<string, unknown>;
  const values: Record<string, string> = {};
  for (const field of UPDATE_MODALS[list].fields) {
    const value = record[field.key];
    values[field.key] =
      value === null || value === undefined
        ? ''
        : field.key === 'ebc' && colorUnit && typeof value === 'number'
          ? quantityInputText('color', value, colorUnit)
          : String(value);
  }
  return values;
}

/**
 * The colour a fermentable's modal sends for checking: in EBC the text itself; in SRM a number is
 * stored as EBC without drift (a colour shown back unchanged keeps the stored one). The only limit,
 * not negative, is the same in both units, so its SPEC message stands.
 */
function colorToCheck(
  text: string | undefined,
  unit: ColorUnit,
  stored: unknown,
): string | number | undefined {
  const typed = parseNumberText(text ?? '');
  if (!Number.isFinite(typed)) return text;
  const parsed = parseQuantity('color', typed, unit, {
    stored: typeof stored === 'number' ? stored : undefined,
  });
  return parsed.ok ? parsed.value : text;
}

/** One update modal; mounted only while open. */
export function UpdateIngredientModal({ list, item, units, onClose, onSave }: UpdateIngredientModalProps) {
  const config = UPDATE_MODALS[list];
  // A fermentable's colour is shown and typed in the user's colour unit (issue 14); null in EBC.
  const displayColor = useDisplayUnits().color;
  const colorUnit = list === 'recipeFermentables' && displayColor !== 'EBC' ? displayColor : null;
  const [values, setValues] = useState(() => initialValues(list, item, colorUnit));
  const storedUnit: AmountUnit = ('unit' in item && item.unit) || 'g';
  const [measure, setMeasure] = useState<AmountUnit>(storedUnit);
  const [initialQuantity] = useState(() => amountInputText(list, item, units));
  const [quantity, setQuantity] = useState(initialQuantity);
  const measures = measuresOf(list, values.form);
  const formId = `update-${list}-form`;
  const [dryHop, setDryHop] = useState<DryHopDays>(() => {
    const hop = item as Partial<Record<'dryHopStart' | 'dryHopDuration', number | null>>;
    return { day: minutesToDaysInput(hop.dryHopStart), duration: minutesToDaysInput(hop.dryHopDuration) };
  });
  const isDryHop = list === 'recipeHops' && values.usageStage === 'Dry Hop';

  const change = (key: string, value: string) => {
    setValues((current) => {
      const next = { ...current, [key]: value };
      const minutes = key === 'usageStage' ? STAGE_BOIL_TIMES[value as HopUsageStage] : undefined;
      if (minutes !== undefined) next.boilTime = String(minutes);
      return next;
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsedQuantity = parseAmount(list, quantity, measure, units);
    const result = config.schema.safeParse({
      ...values,
      ...(colorUnit && { ebc: colorToCheck(values.ebc, colorUnit, (item as { ebc?: unknown }).ebc) }),
      // A dry hop's timing is typed in days and kept in minutes; another use keeps none.
      ...(list === 'recipeHops' && {
        dryHopStart: isDryHop ? daysInputToMinutes(dryHop.day) : null,
        dryHopDuration: isDryHop ? daysInputToMinutes(dryHop.duration) : null,
      }),
      quantity: parsedQuantity.ok ? parsedQuantity.value : quantity.replace(',', '.'),
    });
    const messages = result.success ? [] : validationMessages(result.error);
    if (!parsedQuantity.ok && !messages.some((m) => m.startsWith('Quantity')))
      messages.push(parsedQuantity.message);
    if (!result.success || !parsedQuantity.ok) {
      if (messages.length === 0) notifyError(VALIDATION_ERROR);
      for (const message of messages) notifyError(message);
      return;
    }
    // An untouched quantity keeps its stored grams: 30 g shown as "1.06" oz must not come back as 30.05 g.
    const saved = {
      ...item,
      ...result.data,
      quantity: quantity === initialQuantity && measure === storedUnit ? item.quantity : parsedQuantity.value,
      ...(measures.length > 0 && { unit: measure }),
    } as Record<string, unknown>;
    // By weight is SPEC's measure: no unit is written for it.
    if (saved.unit === 'g') delete saved.unit;
    onSave(list, saved as unknown as IngredientLists[IngredientListKey]);
  };

  return (
    <FormModal
      title={config.title}
      formId={formId}
      formClassName={`${styles.form} ${styles.row}`}
      submitLabel="Save"
      onSubmit={submit}
      onClose={onClose}
    >
      {config.fields.map((field) => {
        const id = `${formId}-${field.key}`;
        const value = values[field.key] ?? '';
        const options: readonly string[] = field.options ?? [];
        return (
          <Field
            key={field.key}
            id={id}
            label={
              field.key === 'ebc' && colorUnit
                ? `Color Degree (${unitSymbol('color', colorUnit)})`
                : field.label
            }
          >
            {field.input === 'select' ? (
              <select
                id={id}
                className={fieldControlClass}
                value={value}
                onChange={(event) => change(field.key, event.target.value)}
              >
                {!options.includes(value) && <option value={value}>{value || 'Select…'}</option>}
                <OptionList values={options} />
              </select>
            ) : (
              <input
                id={id}
                className={fieldControlClass}
                inputMode={field.input === 'number' ? 'decimal' : undefined}
                value={value}
                onChange={(event) => change(field.key, event.target.value)}
              />
            )}
          </Field>
        );
      })}
      {isDryHop && <DryHopFields formId={formId} value={dryHop} onChange={setDryHop} />}
      <QuantityField
        formId={formId}
        unit={typedUnit(list, measure, units)}
        value={quantity}
        onChange={setQuantity}
        {...(measures.length > 0 && {
          measure: { options: measures, value: measure, onChange: setMeasure, weight: units.weight },
        })}
      />
    </FormModal>
  );
}
