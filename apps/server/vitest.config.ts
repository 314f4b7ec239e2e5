// Vitest project "server": route tests with app.inject() on a fresh database per file. Forks keep each
// file's PGlite (WebAssembly) in its own process. The worker count is set once for all projects at the root.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
