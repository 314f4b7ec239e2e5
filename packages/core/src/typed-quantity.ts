// A number typed into a form field in a brewer's own unit against a rule the specification states in
// the canonical unit (issue 14, "validation in other units"): the same rule applies with its limits
// converted, and the message states them in that unit. In the canonical unit nothing changes: the text
// goes on to the schema as typed and the schema answers with its own message.
import type { Quantity } from './display-units';
import {
  isCanonicalUnit,
  parseQuantity,
  parseTypedNumber,
  type QuantityRule,
  quantityInputText,
  type UnitOf,
} from './quantities';

/** A canonical rule with the message a form states for a typed number outside its limits. */
export type TypedQuantityRule = Required<QuantityRule>;

/** What goes on to the schema: a canonical number, the text as typed, or a message. */
export type TypedQuantity =
  | { value: number | string; message?: undefined }
  | { value?: undefined; message: string };

/**
 * `text` typed in `unit` for a `quantity` with `rule`. In the canonical unit, or when it is no number,
 * the text as typed (the schema says what is wrong in its own words), except that a field left as it
 * showed the stored value keeps that value (18.92705 L shown "18.9" is saved 18.92705). In another unit a number outside
 * the converted limits gets the rule's message stated in that unit; one inside is the canonical value
 * to store without drift (`stored` kept when it shows back as typed; an exact limit lands on the
 * canonical one).
 */
export function typedQuantity<Q extends Quantity>(
  quantity: Q,
  text: string,
  unit: UnitOf<Q>,
  rule: TypedQuantityRule,
  stored?: number | null,
): TypedQuantity {
  const typed = parseTypedNumber(text);
  if (isCanonicalUnit(quantity, unit)) {
    const unchanged = typeof stored === 'number' && text.trim() === quantityInputText(quantity, stored, unit);
    return { value: unchanged ? stored : text };
  }
  if (!Number.isFinite(typed)) return { value: text };
  const parsed = parseQuantity(quantity, typed, unit, { stored, rule });
  return parsed.ok ? { value: parsed.value } : { message: parsed.message };
}
