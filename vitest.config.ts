// One Vitest project per workspace and one for the repository's scripts; `npm test` runs them all, then
// the browser journeys in e2e/.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/core',
      'apps/server',
      'apps/web',
      { test: { name: 'scripts', include: ['scripts/**/*.test.ts'] } },
    ],
    // One pool size for every project (Vitest requires it when projects share a run): two workers suit
    // the 2-core machines this runs on and keep PGlite's per-file memory in check.
    maxWorkers: 2,
  },
});
