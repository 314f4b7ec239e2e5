// A labelled input: pass react-hook-form's `register(name)` as `registration`, or value/onChange.
import type { InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, fieldControlProps } from './Field';

/** Props of TextField. */
export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string;
  registration?: UseFormRegisterReturn;
}

/** Label + input + inline error, with aria-invalid and aria-describedby set from the error. */
export function TextField({ id, label, error, hint, registration, ...rest }: TextFieldProps) {
  return (
    <Field id={id} label={label} error={error} {...(hint ? { hint } : {})}>
      <input {...fieldControlProps(id, error)} {...rest} {...registration} />
    </Field>
  );
}
