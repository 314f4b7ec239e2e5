// Lazily loaded components: one loaded ahead shows in its first commit, one that is not shows its
// fallback until it arrives, a loaded chunk's own chunks are loaded ahead too, and a failed preload
// leaves the render to load the chunk again.
import { render, screen } from '@testing-library/react';
import { type ComponentType, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyChunk, preloadChunks } from './lazy-chunk';

function Hello() {
  return <p>Hello</p>;
}

function renderLazy(Component: ComponentType) {
  render(
    <Suspense fallback={<p>Loading</p>}>
      <Component />
    </Suspense>,
  );
}

describe('lazyChunk', () => {
  it('shows a component loaded ahead in its first commit, loading it once', async () => {
    let loads = 0;
    const Lazy = lazyChunk(async () => {
      loads += 1;
      return Hello;
    });
    await preloadChunks();
    renderLazy(Lazy);
    expect(screen.getByText('Hello')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(loads).toBe(1);
  });

  it('shows the fallback until a component not loaded ahead arrives', async () => {
    renderLazy(lazyChunk(async () => Hello));
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Hello')).toBeInTheDocument();
  });

  it('loads ahead the chunks that a chunk loaded ahead declares', async () => {
    let Inner: ComponentType | undefined;
    lazyChunk(async () => {
      Inner = lazyChunk(async () => Hello);
      return Hello;
    });
    await preloadChunks();
    renderLazy(Inner!);
    expect(screen.getByText('Hello')).toBeInTheDocument();
  });

  it('loads a chunk again on its render when loading it ahead failed', async () => {
    let attempts = 0;
    const Lazy = lazyChunk(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return Hello;
    });
    await preloadChunks();
    renderLazy(Lazy);
    expect(await screen.findByText('Hello')).toBeInTheDocument();
    expect(attempts).toBe(2);
  });
});
