// The search box at the top of the add modals and the equipment modal (SPEC §2.8).
import type { KeyboardEvent } from 'react';
import { Field, fieldControlClass } from '../../../../components';

/** Props of SearchField: the text as typed; the modal debounces it. */
export interface SearchFieldProps {
  formId: string;
  value: string;
  onChange: (value: string) => void;
  /** Keys typed in the box (the add modals move into the results on ArrowDown). */
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
}

/** A labelled "Search" input. */
export function SearchField({ formId, value, onChange, onKeyDown }: SearchFieldProps) {
  const id = `${formId}-search`;
  return (
    <Field id={id} label="Search">
      <input
        id={id}
        className={fieldControlClass}
        type="search"
        value={value}
        placeholder="Type a name"
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
      />
    </Field>
  );
}
