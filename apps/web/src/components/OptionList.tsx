// The options of a select: each value in its words (core's `optionLabel`: "notMashed" reads "Not mashed
// (extract, sugar)"), most values being words already.
import { optionLabel } from '@wortsmith/core';

/** One `<option>` per value, labelled by its words. */
export function OptionList({ values }: { values: readonly string[] }) {
  return values.map((value) => (
    <option key={value} value={value}>
      {optionLabel(value)}
    </option>
  ));
}
