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
    // Above Vitest's defaults for two cores shared with other work: a file's app starts from the dump in
    // about a second alone, but in 10-25 s at a load average of 25.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
