// A labelled select: pass react-hook-form's `register(name)` as `registration`, or value/onChange; the
// options as children, or as `options` (each its own value and text).
import type { ReactNode, SelectHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, fieldControlProps } from './Field';
import { OptionList } from './OptionList';

/** Props of SelectField. */
export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  registration?: UseFormRegisterReturn;
  /** Options whose value is their text; `children` otherwise. */
  options?: readonly string[];
  children?: ReactNode;
}

/** Label + select + inline error, with aria-invalid and aria-describedby set from the error. */
export function SelectField({
  id,
  label,
  error,
  hint,
  registration,
  options,
  children,
  ...rest
}: SelectFieldProps) {
  return (
    <Field id={id} label={label} error={error} {...(hint ? { hint } : {})}>
      <select {...fieldControlProps(id, error)} {...rest} {...registration}>
        {options ? <OptionList values={options} /> : children}
      </select>
    </Field>
  );
}
