// The interaction-speed bench (`npm run bench -w e2e`), kept out of the journeys' `playwright test`.
import { defineConfig } from '@playwright/test';
import { browserUse } from './chromium';

export default defineConfig({
  testDir: './bench',
  testMatch: '**/*.bench.ts',
  outputDir: './artifacts/bench-results',
  globalSetup: './bench/global-setup.ts',
  retries: 0,
  workers: 1,
  reporter: 'list',
  timeout: 180_000,
  expect: { timeout: 15_000 },
  use: {
    ...browserUse,
    actionTimeout: 15_000,
  },
  projects: [{ name: 'chromium' }],
});
