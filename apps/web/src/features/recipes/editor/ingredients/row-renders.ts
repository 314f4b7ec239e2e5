// Render accounting of ingredient rows (and of the Water section, id "water-section") through React's
// <Profiler>: each reports when it renders, so tests and the keystroke bench can prove that typing
// re-renders only what depends on it.
// Without a listener (the app) the callback does nothing, and production builds skip profiling anyway.
import type { ProfilerOnRenderCallback } from 'react';

type Listener = (rowId: string, phase: 'mount' | 'update' | 'nested-update') => void;

const listeners = new Set<Listener>();

/** The onRender of each row's Profiler; its id is the ingredient id. */
export const onRowRender: ProfilerOnRenderCallback = (id, phase) => {
  for (const listener of listeners) listener(id, phase);
};

/** Calls `listener` for every row render until the returned function is called. */
export function observeRowRenders(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
