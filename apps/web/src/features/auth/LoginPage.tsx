// The login screen (SPEC §2.1, PRODUCT.md): e-mail/password login with an inline, accessible failure
// message (no toast, no navigation, logged to the console), the Google full-page link (only when the
// server offers Google sign-in: sign-in-options.ts), the ?token=
// sign-in (token removed from the address bar), and the activation and Google outcomes of PRODUCT.md.
// Unlike the other forms it does not use react-hook-form, and it loads its zod validation on demand:
// this screen is what / downloads, and its budget is 90 KB of gzipped JavaScript.

import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { notifyError, notifySuccess } from '../../lib/notify';
import { afterSignIn } from '../../lib/return-path';
import { setSession, useSession } from '../../lib/session';
import { AccountField } from './AccountField';
import { AuthLayout, authStyles } from './AuthLayout';
import { fetchSessionUser, logIn, loginFailureMessage } from './account-api';
import { useGoogleSignIn } from './sign-in-options';

/** Where a successful sign-in lands (SPEC §4). */
export const AFTER_LOGIN_PATH = '/RecipeList';

/** Texts for the outcomes PRODUCT.md sends back to the login screen. */
export const LOGIN_OUTCOME_MESSAGES = {
  activated: 'Your account is activated. You can log in now.',
  activationInvalid: 'This activation link is invalid or has expired.',
  googleUnavailable: 'Google sign-in is not available on this server. Log in with your e-mail and password.',
  googleFailed: 'Google sign-in did not complete. Please try again.',
  googleUnverified:
    'Your Google account has no verified e-mail address. Verify it with Google, or log in with your e-mail and password.',
} as const;

/** The login screen's notice for each `?error=` the Google callback sends back. */
const GOOGLE_ERRORS: Record<string, string> = {
  google_unavailable: LOGIN_OUTCOME_MESSAGES.googleUnavailable,
  google_failed: LOGIN_OUTCOME_MESSAGES.googleFailed,
  google_unverified: LOGIN_OUTCOME_MESSAGES.googleUnverified,
};

const loadValidation = () => import('./login-validation');

/** The / screen. */
export function LoginPage() {
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const handled = useRef(false);
  const [tokenSignIn, setTokenSignIn] = useState(() => params.has('token'));
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'email' | 'password', string>>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const google = useGoogleSignIn();

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const token = params.get('token');
    if (params.get('activated') === '1') notifySuccess(LOGIN_OUTCOME_MESSAGES.activated);
    if (params.get('activation') === 'invalid') notifyError(LOGIN_OUTCOME_MESSAGES.activationInvalid);
    const googleError = GOOGLE_ERRORS[params.get('error') ?? ''];
    if (googleError) setNotice(googleError);
    if ([...params.keys()].length > 0) navigate('/', { replace: true });
    if (!token) return;
    fetchSessionUser(token)
      .then((user) => {
        setSession(user);
        navigate(afterSignIn(AFTER_LOGIN_PATH), { replace: true });
      })
      .catch((error: unknown) => {
        console.error(error);
        setTokenSignIn(false);
      });
  }, [params, navigate]);

  if (tokenSignIn) return <Spinner label="Signing in…" />;
  if (session?.token) return <Navigate to={afterSignIn(AFTER_LOGIN_PATH)} replace />;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    setSubmitting(true);
    try {
      const validation = (await loadValidation()).validateLogin({ email, password });
      setErrors(validation.ok ? {} : validation.errors);
      if (!validation.ok) return;
      const user = await logIn(validation.data.email, validation.data.password);
      setSession(user);
      navigate(afterSignIn(AFTER_LOGIN_PATH));
    } catch (error) {
      console.error(error);
      setFailure(loginFailureMessage(error));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthLayout title="Login" intro="Welcome back, brewer. Sign in to your recipes and inventory.">
      {notice ? (
        <p className={authStyles.notice} role="status">
          {notice}
        </p>
      ) : null}
      <form
        className={authStyles.form}
        onSubmit={onSubmit}
        // Fetch the validation while the user types, so submitting does not wait for it.
        onFocus={() => void loadValidation()}
        noValidate
      >
        <AccountField
          field="email"
          id="login-email"
          error={errors.email}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <AccountField
          field="currentPassword"
          id="login-password"
          label="Password"
          error={errors.password}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {failure ? (
          <p className={authStyles.alert} role="alert">
            {failure}
          </p>
        ) : null}
        <Button type="submit" block pending={isSubmitting}>
          Login
        </Button>
      </form>
      {google ? (
        <>
          <div className={authStyles.divider}>or</div>
          <a className={authStyles.google} href="/api/users/google/login">
            {/* A file, not inline markup: the login screen's script stays within its budget. */}
            <img src="/google-mark.svg" width="18" height="18" alt="" />
            Sign in with Google
          </a>
        </>
      ) : null}
      <div className={authStyles.links}>
        <Link to="/ForgotPassword">Forgot password?</Link>
        <Link to="/CreateAccount">Create account</Link>
      </div>
    </AuthLayout>
  );
}
