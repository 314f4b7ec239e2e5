// Setting a new password from the e-mailed link (SPEC §2.1): the token comes from ?token=; without it
// the screen says "Token is required.". Success toast then /.
import { ACCOUNT_MESSAGES, changePasswordFormSchema } from '@wortsmith/core';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { schemaResolver } from '../../lib/forms';
import { notifySuccess } from '../../lib/notify';
import { AuthFormPage } from './AuthFormPage';
import { authStyles } from './AuthLayout';
import { changePassword } from './account-api';
import { NewPasswordFields } from './NewPasswordFields';

/** Shown when the link carries no token (SPEC §2.1, §5). */
export const TOKEN_REQUIRED_MESSAGE = 'Token is required.';

interface ChangeValues {
  token: string;
  password: string;
  confirmPassword: string;
}

/** The /ChangePassword screen. */
export function ChangePasswordPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const form = useForm<ChangeValues, unknown, ChangeValues>({
    resolver: schemaResolver<ChangeValues>(changePasswordFormSchema),
    defaultValues: { token, password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const tokenError = token ? errors.token?.message : TOKEN_REQUIRED_MESSAGE;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await changePassword(values.token, values.password);
      notifySuccess(ACCOUNT_MESSAGES.passwordChanged);
      navigate('/');
    } catch {
      // The request helper has already shown the error.
    }
  });

  return (
    <AuthFormPage
      title="Change Password"
      intro="Choose a new password for your account."
      before={
        tokenError ? (
          <p className={authStyles.alert} role="alert">
            {tokenError}
          </p>
        ) : null
      }
      onSubmit={onSubmit}
      submitLabel="Change Password"
      submitting={isSubmitting}
    >
      <input type="hidden" {...form.register('token')} />
      <NewPasswordFields form={form} idPrefix="change" passwordLabel="New Password" />
    </AuthFormPage>
  );
}
