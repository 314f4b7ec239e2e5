// Route guard (SPEC §2.2, §6): visitors without a session are sent to /. It also reacts when the
// session disappears (logout, a 401 clearing it), which is how an expired session returns to login.
import { Navigate, Outlet } from 'react-router';
import { useSession } from '../lib/session';

/** Renders the signed-in routes only while a session with a token exists. */
export function RequireSession() {
  const session = useSession();
  if (!session?.token) return <Navigate to="/" replace />;
  return <Outlet />;
}
