// A labelled select: pass react-hook-form's `register(name)` as `registration`, or value/onChange; the
// options as children, or as `options` (each its own value and text).
import type { ReactNode, SelectHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, fieldControlClass, fieldErrorId } from './Field';

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
      <select
        id={id}
        className={fieldControlClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? fieldErrorId(id) : undefined}
        {...rest}
        {...registration}
      >
        {options
          ? options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))
          : children}
      </select>
    </Field>
  );
}
