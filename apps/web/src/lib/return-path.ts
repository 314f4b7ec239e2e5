// Where sign-in returns to when it was asked for from a page open to anyone (a shared recipe's "Sign in to
// copy"): kept in this tab's sessionStorage across the sign-in (Google's redirect included) until that page
// is open again. Only a share page's own path is kept, so nothing can send a brewer elsewhere after signing in.
const KEY = 'wortsmith.returnPath';
const RETURNABLE = /^\/shared\/[A-Za-z0-9_-]{20,100}$/;

/** Remembers `path` to return to after the next sign-in in this tab. */
export function rememberReturnPath(path: string): void {
  if (RETURNABLE.test(path)) sessionStorage.setItem(KEY, path);
}

/** The path to open after signing in: the one remembered, else `otherwise`. */
export function afterSignIn(otherwise: string): string {
  const path = sessionStorage.getItem(KEY);
  return path && RETURNABLE.test(path) ? path : otherwise;
}

/** Forgets the remembered path: the page it named is open again. */
export function forgetReturnPath(): void {
  sessionStorage.removeItem(KEY);
}
