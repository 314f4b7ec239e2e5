// "Share" on a saved recipe's screen, opening the share dialog. The dialog and what it needs are a chunk
// of their own, out of the recipe screen's (loaded in the background once the signed-in area is shown).
import { Suspense, useState } from 'react';
import { Button } from '../../components/Button';
import { lazyChunk } from '../../lib/lazy-chunk';

const ShareDialog = lazyChunk(() => import('./ShareDialog').then((m) => m.ShareDialog));

/** The button, and the dialog while it is open. */
export function ShareButton({ recipeId }: { recipeId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Share
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ShareDialog recipeId={recipeId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
