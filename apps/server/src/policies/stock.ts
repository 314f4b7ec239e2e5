// Who may do what with stock (issue 33): a brewer keeps stock of the catalogue items they may read (their
// own and the official ones: catalogue-item.ts) and of the water's salts and acids; anything else is
// 404 "Item not found.". Their stock lines and history are theirs alone: every stock query has the owner
// in its `where` (routes/inventory/repository.ts), so another brewer's stock does not exist for them.
// Taking a batch's ingredients from stock and putting them back changes the batch (batch.ts); the
// shopping list reads recipes and batches (recipe.ts, batch.ts).
import { notFound } from '../lib/errors';

/** The item stock is kept of, found among those the brewer may stock; else 404 "Item not found.". */
export function authorizeItem<T>(item: T | undefined): T {
  if (item === undefined) throw notFound('Item');
  return item;
}
