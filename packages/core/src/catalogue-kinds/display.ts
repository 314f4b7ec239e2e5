// A catalogue kind's fields as a brewer with their own units sees them (issue 14): the fields that
// carry a `quantity` (volumes, temperatures, colours) are labelled, shown, typed and validated in the
// user's unit, with their limits converted and stated in that unit; the form's values convert back to
// the canonical body (L, °C, EBC) the API takes. In the canonical units nothing changes: the labels,
// values and SPEC §5 messages are exactly the kind's own.
import type { DisplayUnits, Quantity } from '../display-units';
import {
  convertTo,
  formatQuantity,
  isCanonicalUnit,
  parseQuantity,
  quantityInputText,
  unitSymbol,
} from '../quantities';
import {
  type CatalogueField,
  fieldLabel,
  type NumberField,
  type NumberOptions,
  numberField,
  optionalNumberField,
} from './field';

/** The unit a field is shown in for `units`, or undefined when it stays canonical. */
function shownUnit(field: CatalogueField, units: DisplayUnits): string | undefined {
  if (field.type !== 'number' || !field.quantity) return undefined;
  const unit = units[field.quantity];
  return isCanonicalUnit(field.quantity, unit) ? undefined : unit;
}

/** A value as the form and its messages state it: at the unit's reading precision, no trailing zeros. */
const shownText = (quantity: Quantity, canonical: number, unit: string) =>
  formatQuantity(quantity, canonical, unit as never, { trim: true, symbol: false });

/** The field described again in `unit`: label unit, limits and messages converted. */
function convertedField(field: NumberField, quantity: Quantity, unit: string): NumberField {
  const o = field.numberOptions;
  const symbol = unitSymbol(quantity, unit as never);
  const subject =
    o.subject ??
    o.label
      .split(' ')
      .map((w, i) => (i === 0 ? w : w.toLowerCase()))
      .join(' ');
  const at = (value: number | undefined) =>
    value === undefined ? undefined : convertTo(quantity, value, unit as never);
  const min = at(o.min);
  const max = at(o.max);
  // "…100°C" reads "…212°F"; other units follow the number after a space ("507.61 SRM").
  const withUnit = (value: number) =>
    `${shownText(quantity, value, unit)}${symbol.startsWith('°') ? '' : ' '}${symbol}`;
  const between =
    o.min !== undefined && o.max !== undefined
      ? `${subject} must be between ${shownText(quantity, o.min, unit)} and ${withUnit(o.max)}.`
      : undefined;
  const explicitBetween = o.tooSmall !== undefined && o.tooSmall === o.tooLarge;
  const options: NumberOptions = {
    ...o,
    unit: symbol,
    ...(min !== undefined ? { min } : {}),
    ...(max !== undefined ? { max } : {}),
    // A limit that converts to itself (0 L is 0 gal) keeps its message; any other states the converted one.
    ...(o.min !== undefined && min !== o.min
      ? { tooSmall: explicitBetween && between ? between : `${subject} must be at least ${withUnit(o.min)}.` }
      : {}),
    ...(o.max !== undefined && max !== o.max
      ? { tooLarge: explicitBetween && between ? between : `${subject} must be at most ${withUnit(o.max)}.` }
      : {}),
  };
  return (field.nullable ? optionalNumberField : numberField)(options);
}

/**
 * The canonical value to store for `value` typed in the field's shown unit. A value shown back unchanged
 * keeps the stored one exactly (`stored`), so a save in another unit never moves what was typed in
 * litres, and a typed 5 gal stays 5 gal; a limit typed exactly (212 °F) lands on the canonical limit.
 */
export function fromFormValue(
  field: CatalogueField,
  value: number,
  units: DisplayUnits,
  stored?: unknown,
): number {
  if (field.type !== 'number' || !field.quantity) return value;
  const unit = shownUnit(field, units);
  if (!unit) {
    // In the canonical unit a value the form showed rounded (it came from another unit) and left as shown
    // keeps the stored one.
    const shown =
      typeof stored === 'number'
        ? quantityInputText(field.quantity, stored, units[field.quantity])
        : undefined;
    return shown !== undefined && Number(shown) === value ? (stored as number) : value;
  }
  const parsed = parseQuantity(field.quantity!, value, unit as never, {
    stored: typeof stored === 'number' ? stored : undefined,
    rule: { min: field.min, max: field.max },
  });
  return parsed.ok ? parsed.value : value;
}

/** A kind's field as shown to `units` (the kind's own field when it stays canonical). */
export function displayedField(field: CatalogueField, units: DisplayUnits): CatalogueField {
  const unit = shownUnit(field, units);
  return unit && field.type === 'number' ? convertedField(field, field.quantity!, unit) : field;
}

/** The form label in the user's unit: "Batch Volume (gal)", "Color Degree (SRM)". */
export function displayedFieldLabel(field: CatalogueField, units: DisplayUnits): string {
  return fieldLabel(displayedField(field, units));
}

/**
 * A stored value as the form shows it (`quantityInputText`): as typed, or at the unit's reading
 * precision when a conversion made it.
 */
export function toFormValue(field: CatalogueField, value: unknown, units: DisplayUnits): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'number' || field.type !== 'number' || !field.quantity) return String(value);
  return quantityInputText(field.quantity, value, units[field.quantity]);
}
