// Vitest project "core": pure functions with no module state to leak, so the test files share their
// workers' module graph (no isolation) and run in threads, which start faster than processes.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'core', include: ['src/**/*.test.ts'], isolate: false, pool: 'threads' },
});
