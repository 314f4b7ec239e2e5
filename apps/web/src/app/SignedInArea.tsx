// The signed-in area's lazy chunk: server state (TanStack Query) around the signed-in layout, so the
// login screen downloads neither, and the layout feature does not reach back into app/.
import { AppLayout } from '../features/layout/AppLayout';
import { ServerStateProvider } from './ServerStateProvider';

/** Layout route element of every signed-in screen: the layout with the app's server state. */
export function SignedInArea() {
  return (
    <ServerStateProvider>
      <AppLayout />
    </ServerStateProvider>
  );
}
