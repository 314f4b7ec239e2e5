// Vitest project "server": route tests with app.inject() on the database the global setup migrated and
// seeded once: on PGlite one per worker, emptied back to that state after each app
// (test/support/worker-database.ts); on PostgreSQL a copy per file. The worker count is set once for all
// projects at the root.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    setupFiles: ['test/support/wait-for-template.ts'],
    pool: 'forks',
    // The files of a worker share its module graph: the server's modules, Fastify, drizzle and PGlite's
    // compiled WebAssembly load once per worker rather than once per file (in a new process each), which
    // was most of a file's set-up. Each file still builds its own app; the caches that stay in a module
    // between files (the login decoy hash) cannot go stale.
    isolate: false,
    // PGlite's WebAssembly runs on V8's baseline compiler only: a test worker lives for seconds, and the
    // optimising compilations of PostgreSQL's hot functions (which a server's long life pays back) cost
    // it more CPU than they save. The suite took about 3 s less on two cores.
    execArgv: ['--liftoff-only'],
    // Vitest's default test and hook timeouts (5 s, 10 s); the fuzz, race and process suites that take
    // longer by design say so where they stand.
  },
});
