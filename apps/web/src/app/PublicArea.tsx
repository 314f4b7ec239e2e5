// The public pages' lazy chunk (a shared recipe): server state around them, as the signed-in area has it,
// with no session asked for, so a link opens for anyone and never sends them to the login screen.
import { Outlet } from 'react-router';
import { ServerStateProvider } from './ServerStateProvider';

/** Layout route element of the pages anyone may open. */
export function PublicArea() {
  return (
    <ServerStateProvider>
      <Outlet />
    </ServerStateProvider>
  );
}
