// Who may do what with a recipe: its owner reads it (opens, exports, brews it), changes and deletes it;
// to anyone else it does not exist (404 "Recipe not found."). Lists and searches are the owner's own
// (routes/recipes/repository.ts).
import { ownerOnly } from './owner';

/** `canRead`/`authorizeRead` (open, export, brew) and `canChange`/`authorizeChange` (save, delete). */
export const { canRead, canChange, authorizeRead, authorizeChange } = ownerOnly('Recipe');
