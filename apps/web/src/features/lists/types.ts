// The contract between a list screen's data (catalogue kind or recipes) and the generic list UI.
import type { ItemSummary } from './summary';

/** What the generic list needs to know about its items. */
export interface ListDescriptor<T> {
  /** Stable key of an item. */
  key: (item: T) => string;
  name: (item: T) => string;
  summary: (item: T) => ItemSummary;
  /** Shows the [custom] label (a user's copy of an official item). */
  isCustom: (item: T) => boolean;
  /** Official items cannot be deleted: the button is disabled with a tooltip. */
  isOfficial: (item: T) => boolean;
  detailsPath: (item: T) => string;
  editPath: (item: T) => string;
}
