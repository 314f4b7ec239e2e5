// A new password and its confirmation, shared by registration and the password changes: one rule, one
// hint, registered on the form's `password` and `confirmPassword` values.
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { TextField } from '../../components/TextField';

/** Props of NewPasswordFields: the form holding `password` and `confirmPassword`, ids and the label. */
export interface NewPasswordFieldsProps<T extends FieldValues, O> {
  form: UseFormReturn<T, unknown, O>;
  idPrefix: string;
  passwordLabel: string;
}

/** The password field with the rule as a hint, and "Confirm Password". */
export function NewPasswordFields<T extends { password: string; confirmPassword: string }, O>({
  form,
  idPrefix,
  passwordLabel,
}: NewPasswordFieldsProps<T, O>) {
  const field = (name: 'password' | 'confirmPassword') => ({
    error: form.getFieldState(name as Path<T>, form.formState).error?.message,
    registration: form.register(name as Path<T>),
  });
  return (
    <>
      <TextField
        id={`${idPrefix}-password`}
        label={passwordLabel}
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters, with a number and upper- and lowercase letters."
        {...field('password')}
      />
      <TextField
        id={`${idPrefix}-confirm`}
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        {...field('confirmPassword')}
      />
    </>
  );
}
