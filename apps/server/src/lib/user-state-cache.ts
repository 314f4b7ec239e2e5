// A short-lived, bounded per-process cache of what authentication needs to know about a user, so a
// signed-in request costs no extra database round trip. A password change in this process forgets the
// user at once; other processes see it within TTL_MS (the trade-off for one query less per request).

/** What authentication checks besides the token's signature. */
export interface UserState {
  /** Tokens issued before this instant (ms) are refused. */
  tokensValidAfterMs: number;
}

const TTL_MS = 2000;
const MAX_ENTRIES = 10_000;

/** The cache; one per app. */
export class UserStateCache {
  private readonly entries = new Map<string, { state: UserState; expires: number }>();

  /** The cached state, if still fresh. */
  get(userId: string): UserState | undefined {
    const entry = this.entries.get(userId);
    if (!entry) return undefined;
    if (entry.expires < Date.now()) {
      this.entries.delete(userId);
      return undefined;
    }
    return entry.state;
  }

  /** Remembers a user that may sign in. */
  set(userId: string, state: UserState): void {
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(userId, { state, expires: Date.now() + TTL_MS });
  }

  /** Forgets a user (after a password change). */
  delete(userId: string): void {
    this.entries.delete(userId);
  }
}
