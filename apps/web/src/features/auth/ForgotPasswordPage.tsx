// Password reset request (SPEC §2.1): one e-mail field; success toast then /.
import { ACCOUNT_MESSAGES, forgotPasswordSchema } from '@wortsmith/core';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { schemaResolver } from '../../lib/forms';
import { notifySuccess } from '../../lib/notify';
import { AuthLayout, authStyles } from './AuthLayout';
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
  const { errors, isSubmitting } = form.formState;

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
    <AuthLayout title="Reset Password" intro="Enter your e-mail address and we will send you a reset link.">
      <form className={authStyles.form} onSubmit={onSubmit} noValidate>
        <TextField
          id="forgot-email"
          label="Email Address"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          registration={form.register('email')}
        />
        <Button type="submit" block disabled={isSubmitting}>
          Send link
        </Button>
      </form>
      <div className={authStyles.links}>
        <Link to="/">Back to login</Link>
      </div>
    </AuthLayout>
  );
}
