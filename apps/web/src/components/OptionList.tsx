// The options of a select whose values are shown as they are.
/** One `<option>` per value, labelled by the value itself. */
export function OptionList({ values }: { values: readonly string[] }) {
  return values.map((value) => (
    <option key={value} value={value}>
      {value}
    </option>
  ));
}
