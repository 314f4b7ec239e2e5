// A list screen's Import button and Export menu. The import dialog and what it needs are a chunk of
// their own, out of the list screens' (loaded in the background once the signed-in area is shown).
import { Suspense, useState } from 'react';
import { Button } from '../../components';
import { lazyChunk } from '../../lib/lazy-chunk';
import { ExportMenu } from './ExportMenu';
import type { InteropKind } from './interop-api';

const ImportDialog = lazyChunk(() => import('./ImportDialog').then((m) => m.ImportDialog));

/** Import and Export all for one kind of record. */
export function InteropActions({ kind }: { kind: InteropKind }) {
  const [importing, setImporting] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setImporting(true)}>
        Import
      </Button>
      <ExportMenu path={`/api/${kind}/export`} label="Export all" />
      {importing && (
        <Suspense fallback={null}>
          <ImportDialog kind={kind} onClose={() => setImporting(false)} />
        </Suspense>
      )}
    </>
  );
}
