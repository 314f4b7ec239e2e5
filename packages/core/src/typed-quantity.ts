// A number typed in a brewer's own unit against a rule the specification states in the canonical unit
// (issue 14, "validation in other units"): the same rule applies with its limits converted, and the
// message states them in that unit. In the canonical unit nothing changes: the text goes on as typed and
// the schema answers with its own message.
import {
  DEFAULT_DISPLAY_UNITS,
  type DisplayUnits,
  type Quantity,
  storedFromDisplay,
  toDisplay,
  unitSymbol,
} from './display-units';

/** The limits as a rule's message states them: "-4", "230" and the unit's symbol ("°F"; "" for SG). */
export interface StatedLimits {
  min: string;
  max: string;
  unit: string;
}

/** A canonical rule: its limits, and its message for a typed number outside them, stated in a unit. */
export interface TypedQuantityRule {
  min: number;
  max: number;
  message: (limits: StatedLimits, typed: number) => string;
}

/** What goes on to the schema: a canonical number, the text as typed, or a message. */
export type TypedQuantity =
  | { value: number | string; message?: undefined }
  | { value?: undefined; message: string };

/** A number as a person may type it ("1,048" reads 1.048); NaN when it is none. */
export const parseTypedNumber = (text: string): number =>
  text.trim() === '' ? Number.NaN : Number(text.replace(',', '.'));

/**
 * `text` typed in `unit` for a `quantity` with `rule`. In the canonical unit, or when it is no number,
 * the text as typed (the schema says what is wrong in its own words). In another unit a number outside
 * the converted limits gets the rule's message stated in that unit; one inside is the canonical value
 * to store without drift (`stored` kept when it shows back as typed; an exact limit lands on the
 * canonical one).
 */
export function typedQuantity<Q extends Quantity>(
  quantity: Q,
  text: string,
  unit: DisplayUnits[Q],
  rule: TypedQuantityRule,
  stored?: number | null,
): TypedQuantity {
  const typed = parseTypedNumber(text);
  if (unit === DEFAULT_DISPLAY_UNITS[quantity] || !Number.isFinite(typed)) return { value: text };
  const min = toDisplay(quantity, rule.min, unit) + 0;
  const max = toDisplay(quantity, rule.max, unit) + 0;
  if (typed < min || typed > max) {
    return {
      message: rule.message({ min: String(min), max: String(max), unit: unitSymbol(quantity, unit) }, typed),
    };
  }
  return { value: storedFromDisplay(quantity, typed, unit, stored ?? undefined, rule) };
}

/** A stored value as a form shows it in `unit`: as it is in the canonical unit, else at the shown precision. */
export function displayedText<Q extends Quantity>(
  quantity: Q,
  value: number | null | undefined,
  unit: DisplayUnits[Q],
): string {
  if (value === null || value === undefined) return '';
  return String(unit === DEFAULT_DISPLAY_UNITS[quantity] ? value : toDisplay(quantity, value, unit));
}

/** A stored value with its unit as a screen shows it in `unit`: "20 L", "5.28 gal", "68 °F"; "" for none. */
export function displayedWithUnit<Q extends Quantity>(
  quantity: Q,
  value: number | null | undefined,
  unit: DisplayUnits[Q],
): string {
  const shown = displayedText(quantity, value, unit);
  return shown === '' ? '' : `${shown} ${unitSymbol(quantity, unit)}`;
}
