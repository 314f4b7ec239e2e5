// A user's own rows of a kind kept in memory and dropped on each of that user's writes, in any server
// process (through the database's change feed): lists and searches then need no query at all. While
// the feed cannot guarantee delivery (PostgreSQL listener reconnecting) the rows are read every time.
import type { ChangeFeed } from '../../db/change-feed';
import type { CatalogueRow, OwnItemQueries } from './repository';

const MAX_USERS = 2000;

/** Own-row reads for one kind, cached per user when `enabled`. */
export class OwnItemsCache {
  private readonly rows = new Map<string, Promise<CatalogueRow[]>>();

  constructor(
    private readonly kind: string,
    private readonly queries: OwnItemQueries,
    private readonly changes: ChangeFeed,
  ) {
    changes.subscribe((topic) => {
      const [kindOfChange, userId] = topic.split(':');
      if (kindOfChange === kind && userId) this.rows.delete(userId);
    });
    changes.onReset(() => this.rows.clear());
  }

  /**
   * All the user's own rows, also for a search: which official items their copies hide does not
   * depend on the copies' names.
   */
  read(userId: string): Promise<CatalogueRow[]> {
    if (!this.changes.reliable()) return this.queries.list(userId);
    let pending = this.rows.get(userId);
    if (!pending) {
      if (this.rows.size >= MAX_USERS) this.rows.delete(this.rows.keys().next().value!);
      pending = this.queries.list(userId);
      this.rows.set(userId, pending);
      pending.catch(() => this.rows.delete(userId));
    }
    return pending;
  }

  /** Forgets the user's rows after a write, here and in every other process. */
  async forget(userId: string): Promise<void> {
    this.rows.delete(userId);
    // The write has committed; failing to announce it must not turn it into an error. A database that
    // cannot take the notification has also dropped the listeners, which resets their caches.
    await this.changes.publish(`${this.kind}:${userId}`).catch(() => undefined);
  }
}
