// A labelled select: pass react-hook-form's `register(name)` as `registration` and the options as children.
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, fieldControlProps } from './Field';

/** Props of SelectField. */
export interface SelectFieldProps {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  registration: UseFormRegisterReturn;
  children: ReactNode;
}

/** Label + select + inline error, with aria-invalid and aria-describedby set from the error. */
export function SelectField({ id, label, error, hint, registration, children }: SelectFieldProps) {
  return (
    <Field id={id} label={label} error={error} {...(hint ? { hint } : {})}>
      <select {...fieldControlProps(id, error)} {...registration}>
        {children}
      </select>
    </Field>
  );
}
