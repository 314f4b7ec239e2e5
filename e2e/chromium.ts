// Browser launch settings shared by the journey and bench configs: Debian's Chromium, never a download.
import type { LaunchOptions, PlaywrightTestOptions, PlaywrightWorkerOptions } from '@playwright/test';

/** Debian's Chromium (`apt-get install chromium`); `check-chromium.mjs` explains when it is missing. */
export const CHROMIUM_PATH = process.env.E2E_CHROMIUM ?? '/usr/bin/chromium';

/** Launch options for a headless Chromium that stays off the network and off the GPU. */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: CHROMIUM_PATH,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/** The browser both configs drive: this Chromium at a 1280 x 800 desktop viewport. */
export const browserUse: Partial<PlaywrightTestOptions & PlaywrightWorkerOptions> = {
  browserName: 'chromium',
  launchOptions: chromiumLaunchOptions,
  viewport: { width: 1280, height: 800 },
};
