// The beer mug logo mark, on its own so the login screen does not load the other icons.
import type { SVGProps } from 'react';

/** Beer mug logo mark. */
export function MugIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false" {...props}>
      <path d="M8 6h14v4h2a4 4 0 0 1 4 4v6a4 4 0 0 1-4 4h-2v2H8z" fill="#d9962b" />
      <path d="M8 6h14v5H8z" fill="#fdf6e8" />
      <path d="M22 13h2a1 1 0 0 1 1 1v6a1 1 0 0 1-1 1h-2z" fill="#2e2218" />
    </svg>
  );
}
