// Who may do what with a batch: its owner reads it, saves and deletes it; to anyone else it does not
// exist (404 "Batch not found."). Its readings and device link follow it (reading.ts, device-link.ts);
// lists and searches are the owner's own (routes/batches/repository.ts).
import { ownerOnly } from './owner';

/** `canRead`/`authorizeRead` (open) and `canChange`/`authorizeChange` (save, delete). */
export const { canRead, canChange, authorizeRead, authorizeChange } = ownerOnly('Batch');
