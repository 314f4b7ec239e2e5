// The signed-in area's lazy chunk: server state (TanStack Query) around the signed-in layout, so the
// login screen downloads neither, and the layout feature does not reach back into app/.
import { useEffect } from 'react';
import { AppLayout } from '../features/layout/AppLayout';
import { preloadChunks } from '../lib/lazy-chunk';
import { ServerStateProvider } from './ServerStateProvider';

/** Layout route element of every signed-in screen: the layout with the app's server state. */
export function SignedInArea() {
  // Once the first signed-in screen is shown, the other screens' chunks (and their dialogs' and
  // tooltips') load in the background, so each opens at once when the brewer gets to it.
  useEffect(() => {
    void preloadChunks();
  }, []);
  return (
    <ServerStateProvider>
      <AppLayout />
    </ServerStateProvider>
  );
}
