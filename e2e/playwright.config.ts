// The browser journeys: built app + real server (per worker), local SMTP, OpenID and OpenAI-protocol stand-ins.
import { defineConfig } from '@playwright/test';
import { browserUse } from './chromium';

export default defineConfig({
  testDir: './tests',
  testMatch: '**/*.spec.ts',
  outputDir: './artifacts/test-results',
  globalSetup: './harness/global-setup.ts',
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  // Two CPU cores: one worker each; every worker runs its own server stack.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  reporter: 'list',
  timeout: 90_000,
  // Upper bounds, not waits: two workers, their servers and browsers share two cores, and under that
  // load a screen's first paint has been seen to pass 10 s.
  expect: { timeout: 20_000 },
  use: {
    ...browserUse,
    actionTimeout: 20_000,
    navigationTimeout: 20_000,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  projects: [{ name: 'chromium' }],
});
