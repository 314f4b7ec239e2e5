// Registration (SPEC §2.1): on success the activation toast and /EmailSent; on failure the helper's
// error toast and / (SPEC §4: registration failure navigates to / anyway). A server with activation off
// answers that the account is ready: then that toast and the login screen, since no e-mail was sent.
import { ACCOUNT_MESSAGES, registerFormSchema } from '@wortsmith/core';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { schemaResolver } from '../../lib/forms';
import { notifySuccess } from '../../lib/notify';
import { AccountFormField } from './AccountField';
import { AuthFormPage } from './AuthFormPage';
import { registerAccount } from './account-api';
import { NewPasswordFields } from './NewPasswordFields';

interface RegisterValues {
  name: string;
  email: string;
  brewery: string;
  password: string;
  confirmPassword: string;
}

interface RegisterOutput {
  name: string;
  email: string;
  brewery?: string | null | undefined;
  password: string;
  confirmPassword: string;
}

/** The /CreateAccount screen. */
export function CreateAccountPage() {
  const navigate = useNavigate();
  const form = useForm<RegisterValues, unknown, RegisterOutput>({
    resolver: schemaResolver<RegisterValues, RegisterOutput>(registerFormSchema),
    defaultValues: { name: '', email: '', brewery: '', password: '', confirmPassword: '' },
  });
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ name, email, brewery, password }) => {
    try {
      const answer = await registerAccount({ name, email, brewery: brewery ?? null, password });
      if (answer?.message === ACCOUNT_MESSAGES.readyToLogIn) {
        notifySuccess(ACCOUNT_MESSAGES.readyToLogIn);
        navigate('/');
        return;
      }
      notifySuccess(ACCOUNT_MESSAGES.registered);
      navigate('/EmailSent');
    } catch {
      navigate('/');
    }
  });

  return (
    <AuthFormPage
      title="Create Account"
      intro="Keep your recipes, equipment and ingredients in one place."
      onSubmit={onSubmit}
      submitLabel="Create"
      submitting={isSubmitting}
    >
      <AccountFormField form={form} field="name" id="register-name" />
      <AccountFormField form={form} field="email" id="register-email" />
      <AccountFormField form={form} field="brewery" id="register-brewery" label="Brewery (optional)" />
      <NewPasswordFields form={form} idPrefix="register" passwordLabel="Password" />
    </AuthFormPage>
  );
}
