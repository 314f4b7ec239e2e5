// Password reset request (SPEC §2.1): one e-mail field; success toast then /.
import { ACCOUNT_MESSAGES, forgotPasswordSchema } from '@wortsmith/core';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { schemaResolver } from '../../lib/forms';
import { notifySuccess } from '../../lib/notify';
import { AccountFormField } from './AccountField';
import { AuthFormPage } from './AuthFormPage';
import { sendPasswordResetEmail } from './account-api';

interface ForgotValues {
  email: string;
}

/** The /ForgotPassword screen. */
export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const form = useForm<ForgotValues, unknown, ForgotValues>({
    resolver: schemaResolver<ForgotValues>(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await sendPasswordResetEmail(email);
      notifySuccess(ACCOUNT_MESSAGES.resetSent);
      navigate('/');
    } catch {
      // The request helper has already shown the error; the user stays to try again.
    }
  });

  return (
    <AuthFormPage
      title="Reset Password"
      intro="Enter your e-mail address and we will send you a reset link."
      onSubmit={onSubmit}
      submitLabel="Send link"
      submitting={isSubmitting}
    >
      <AccountFormField form={form} field="email" id="forgot-email" />
    </AuthFormPage>
  );
}
