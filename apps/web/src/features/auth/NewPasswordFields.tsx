// A new password and its confirmation, shared by registration and the password change: one rule, one hint.
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../../components/TextField';

/** Props of NewPasswordFields: the two registrations and their errors. */
export interface NewPasswordFieldsProps {
  idPrefix: string;
  passwordLabel: string;
  password: UseFormRegisterReturn;
  confirmPassword: UseFormRegisterReturn;
  passwordError?: string;
  confirmPasswordError?: string;
}

/** The password field with the rule as a hint, and "Confirm Password". */
export function NewPasswordFields({
  idPrefix,
  passwordLabel,
  password,
  confirmPassword,
  passwordError,
  confirmPasswordError,
}: NewPasswordFieldsProps) {
  return (
    <>
      <TextField
        id={`${idPrefix}-password`}
        label={passwordLabel}
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters, with a number and upper- and lowercase letters."
        error={passwordError}
        registration={password}
      />
      <TextField
        id={`${idPrefix}-confirm`}
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        error={confirmPasswordError}
        registration={confirmPassword}
      />
    </>
  );
}
