// After registration (SPEC §2.1): the activation e-mail is on its way.
import { Link } from 'react-router';
import { AuthLayout, authStyles } from './AuthLayout';

/** The /EmailSent screen. */
export function EmailSentPage() {
  return (
    <AuthLayout title="Check your e-mail">
      <p className={authStyles.intro}>
        We have sent you an e-mail. Check your inbox (or your spam folder) and follow the instructions in it
        to activate your account.
      </p>
      <div className={authStyles.links}>
        <Link to="/">Back to login</Link>
      </div>
    </AuthLayout>
  );
}
