// Whether the login screen offers "Sign in with Google": only when the server is configured for it
// (GET /api/users/sign-in-options, public). Until the answer is in the button is left out, so a server
// without Google never flashes it; a failed call shows it, as SPEC §2.1 has it (its redirect then explains).
// Plain state rather than a query: the login screen carries no query client within its size budget.
import { useEffect, useState } from 'react';
import { apiRequest } from '../../lib/api';

/** The sign-in options as the server answers them. */
interface SignInOptions {
  google: boolean;
}

/** True when Google sign-in is offered, false when not, undefined while the server has not answered. */
export function useGoogleSignIn(): boolean | undefined {
  const [google, setGoogle] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    const controller = new AbortController();
    apiRequest<SignInOptions>('/api/users/sign-in-options', {
      auth: false,
      toastError: false,
      fallback: 'Sign-in options unavailable',
      signal: controller.signal,
    })
      .then((options) => setGoogle(options.google !== false))
      .catch(() => {
        if (!controller.signal.aborted) setGoogle(true);
      });
    return () => controller.abort();
  }, []);
  return google;
}
