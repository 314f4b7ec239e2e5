// Components in chunks of their own that can be loaded ahead. React.lazy suspends on a component's first
// render even when its chunk is already in memory (the import is a promise), and React then keeps the
// Suspense fallback for at least 300 ms. A chunk loaded ahead through preloadChunks() is handed to React
// in the same render instead: the screen, dialog or tooltip appears at once.
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

type Loaded<P> = { default: ComponentType<P> };

/** The preload of every lazy chunk declared so far (a chunk's own lazy chunks join when it loads). */
const preloads: Array<() => Promise<unknown>> = [];

/** React.lazy for the component `load` resolves to, which preloadChunks() loads ahead. */
export function lazyChunk<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> {
  let loaded: Loaded<P> | undefined;
  let loading: Promise<Loaded<P>> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => (loaded = { default: component }),
      (error: unknown) => {
        loading = undefined; // a failed preload leaves the next render to try again
        throw error;
      },
    );
    return loading;
  };
  preloads.push(preload);
  return lazy(() => (loaded ? calledBackAtOnce(loaded) : preload()));
}

/**
 * A thenable that calls back in `then` itself, where a promise would call back later: React.lazy then
 * has the component before it decides whether to suspend.
 */
function calledBackAtOnce<T>(value: T): Promise<T> {
  // biome-ignore lint/suspicious/noThenProperty: the object is meant to be a thenable
  return { then: (resolve: (value: T) => void) => resolve(value) } as unknown as Promise<T>;
}

/** Loads every lazy chunk not loaded yet, and those the loaded chunks declare; failures are left to render. */
export async function preloadChunks(): Promise<void> {
  for (let started = 0; started < preloads.length; ) {
    const batch = preloads.slice(started);
    started = preloads.length;
    await Promise.allSettled(batch.map((preload) => preload()));
  }
}
