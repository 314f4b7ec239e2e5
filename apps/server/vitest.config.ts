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
    // Vitest's default test timeout (5 s); the fuzz and race suites that make hundreds of requests by design
    // say so where they stand. A file's set-up hook starts an app from the dump in about a second alone;
    // twice the default hook limit covers the files that also start an OpenID issuer or a second app on a
    // machine at a load average of 15 (measured: 11 s).
    hookTimeout: 20_000,
  },
});
