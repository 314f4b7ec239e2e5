// A public account screen holding one form (registration, reset request, new password): the frame, what
// stands above the form, the form's fields, its submit button and the way back to the login screen.
import type { FormEventHandler, ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/Button';
import { AuthLayout, authStyles } from './AuthLayout';

/** Props of AuthFormPage. */
export interface AuthFormPageProps {
  title: string;
  intro: string;
  /** Shown above the form (an alert). */
  before?: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  submitting: boolean;
  children: ReactNode;
}

/** The screen: AuthLayout, the form with its fields and submit button, then "Back to login". */
export function AuthFormPage({
  title,
  intro,
  before,
  onSubmit,
  submitLabel,
  submitting,
  children,
}: AuthFormPageProps) {
  return (
    <AuthLayout title={title} intro={intro}>
      {before}
      <form className={authStyles.form} onSubmit={onSubmit} noValidate>
        {children}
        <Button type="submit" block pending={submitting}>
          {submitLabel}
        </Button>
      </form>
      <div className={authStyles.links}>
        <Link to="/">Back to login</Link>
      </div>
    </AuthLayout>
  );
}
