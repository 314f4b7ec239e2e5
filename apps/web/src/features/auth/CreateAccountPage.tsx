// Registration (SPEC §2.1): on success the activation toast and /EmailSent; on failure the helper's
// error toast and / (SPEC §4: registration failure navigates to / anyway).
import { ACCOUNT_MESSAGES, registerFormSchema } from '@wortsmith/core';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { schemaResolver } from '../../lib/forms';
import { notifySuccess } from '../../lib/notify';
import { AuthLayout, authStyles } from './AuthLayout';
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
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ name, email, brewery, password }) => {
    try {
      await registerAccount({ name, email, brewery: brewery ?? null, password });
      notifySuccess(ACCOUNT_MESSAGES.registered);
      navigate('/EmailSent');
    } catch {
      navigate('/');
    }
  });

  return (
    <AuthLayout title="Create Account" intro="Keep your recipes, equipment and ingredients in one place.">
      <form className={authStyles.form} onSubmit={onSubmit} noValidate>
        <TextField
          id="register-name"
          label="Full Name / Nickname"
          autoComplete="name"
          error={errors.name?.message}
          registration={form.register('name')}
        />
        <TextField
          id="register-email"
          label="Email Address"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          registration={form.register('email')}
        />
        <TextField
          id="register-brewery"
          label="Brewery (optional)"
          autoComplete="organization"
          error={errors.brewery?.message}
          registration={form.register('brewery')}
        />
        <NewPasswordFields
          idPrefix="register"
          passwordLabel="Password"
          password={form.register('password')}
          confirmPassword={form.register('confirmPassword')}
          passwordError={errors.password?.message}
          confirmPasswordError={errors.confirmPassword?.message}
        />
        <Button type="submit" block disabled={isSubmitting}>
          Create
        </Button>
      </form>
      <div className={authStyles.links}>
        <Link to="/">Back to login</Link>
      </div>
    </AuthLayout>
  );
}
