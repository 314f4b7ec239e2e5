// Vitest setup for the web project: jest-dom matchers, what happy-dom lacks, the lazy chunks loaded
// ahead, and a clean slate (storage, stubs, DOM) after every test, failing one whose stub API answered
// what the server never sends.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { preloadChunks } from '../lib/lazy-chunk';
import { loadToasts } from '../lib/notify';
import { takeViolations } from './stub-api';

// findBy and waitFor give up after 5 s, not 1: on a loaded 2-core machine a screen's first render can
// take over a second.
configure({ asyncUtilTimeout: 5000 });

// The app loads react-toastify on the first toast; loading it up front keeps that (slow under load
// in a test worker) out of the time a test waits for a toast to appear.
await loadToasts();

// Every lazily loaded screen, dialog and tooltip of the route table is loaded ahead, as the signed-in
// area does in the browser: each renders in its first commit, with no Suspense fallback that React
// would keep for 300 ms (lib/lazy-chunk.ts). Once per worker; the files share its modules.
await import('../app/routes');
await preloadChunks();

// Two reflected attributes happy-dom lacks, which react-hook-form reads to tell whether the user changed a
// select before the form was ready (it keeps the select's value if so): defaultSelected is the option's
// `selected` attribute, size the select's `size` attribute (0 when absent), as the HTML standard has them.
Object.defineProperty(HTMLOptionElement.prototype, 'defaultSelected', {
  configurable: true,
  get(this: HTMLOptionElement) {
    return this.hasAttribute('selected');
  },
  set(this: HTMLOptionElement, selected: boolean) {
    this.toggleAttribute('selected', selected);
  },
});
Object.defineProperty(HTMLSelectElement.prototype, 'size', {
  configurable: true,
  get(this: HTMLSelectElement) {
    const size = Number.parseInt(this.getAttribute('size') ?? '', 10);
    // biome-ignore lint/complexity/useMathMinMax: a missing size parses to NaN, which Math.max would return.
    return size >= 0 ? size : 0;
  },
  set(this: HTMLSelectElement, size: number) {
    this.setAttribute('size', String(size));
  },
});

// happy-dom has no canvas drawing: a 2D context and paths that take every call and draw nothing, so a
// screen with a chart (the batch screen's readings, drawn by uPlot) renders as it does in a browser.
const drawsNothing: ProxyHandler<Record<PropertyKey, unknown>> = {
  get: (target, key) => (key in target ? target[key] : () => ({ width: 0 })),
};
globalThis.Path2D ??= class {
  constructor() {
    // biome-ignore lint/correctness/noConstructorReturn: every path call is taken and draws nothing
    return new Proxy<Record<PropertyKey, unknown>>({}, drawsNothing);
  }
} as unknown as typeof Path2D;
Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', {
  configurable: true,
  value(this: HTMLCanvasElement) {
    return new Proxy<Record<PropertyKey, unknown>>({ canvas: this }, drawsNothing);
  },
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // A stub that answered what the server never sends fails its test, whatever the test asserted.
  const violations = takeViolations();
  if (violations.length > 0) throw new Error(violations.join('\n'));
});
