// The account forms' text fields (registration, login, reset, settings): each field's label, input type
// and autocomplete once. `AccountField` takes value/onChange or a registration; `AccountFormField`
// registers itself on a react-hook-form form under the field's name and shows that name's message.
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { TextField, type TextFieldProps } from '../../components/TextField';

const ACCOUNT_FIELDS = {
  name: { label: 'Full Name / Nickname', autoComplete: 'name' },
  email: { label: 'Email Address', type: 'email', autoComplete: 'email' },
  brewery: { label: 'Brewery', autoComplete: 'organization' },
  currentPassword: { label: 'Current Password', type: 'password', autoComplete: 'current-password' },
} as const;

/** The account fields by name. */
export type AccountFieldName = keyof typeof ACCOUNT_FIELDS;

/** Props of AccountField: which field, and TextField's props (the label only to override it). */
export type AccountFieldProps = { field: AccountFieldName; label?: string } & Omit<TextFieldProps, 'label'>;

/** A TextField with the account field's label, type and autocomplete. */
export function AccountField({ field, ...rest }: AccountFieldProps) {
  return <TextField {...ACCOUNT_FIELDS[field]} {...rest} />;
}

/** Props of AccountFormField: the form, and a field of the same name in its values. */
export type AccountFormFieldProps<T extends FieldValues, O> = {
  form: UseFormReturn<T, unknown, O>;
  field: AccountFieldName & Path<T>;
} & Omit<AccountFieldProps, 'field' | 'registration' | 'error' | 'form'>;

/** An AccountField registered on `form`, with the message of its value. */
export function AccountFormField<T extends FieldValues, O>({
  form,
  field,
  ...rest
}: AccountFormFieldProps<T, O>) {
  return (
    <AccountField
      field={field}
      error={form.getFieldState(field, form.formState).error?.message}
      registration={form.register(field)}
      {...rest}
    />
  );
}
