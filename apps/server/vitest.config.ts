// Vitest project "server": route tests with app.inject(), each file on its own database copied from one
// migrated and seeded in the global setup. Forks keep each file's PGlite (WebAssembly) in its own
// process. The worker count is set once for all projects at the root.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    pool: 'forks',
    // Vitest's default timeouts (5 s a test, 10 s a hook): a file's app starts from the dump in under a
    // second; the fuzz and race suites that make hundreds of requests by design say so where they stand.
  },
});
