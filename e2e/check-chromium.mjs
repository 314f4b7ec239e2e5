// Pre-flight for `npm test -w e2e`: the journeys drive Debian's Chromium and never download a browser.
import { accessSync, constants } from 'node:fs';

const CHROMIUM = process.env.E2E_CHROMIUM ?? '/usr/bin/chromium';

try {
  accessSync(CHROMIUM, constants.X_OK);
} catch {
  console.error(`The browser journeys need Chromium at ${CHROMIUM}, and it is missing.`);
  console.error('Install it with:  sudo apt-get install chromium');
  console.error('(or point E2E_CHROMIUM at another Chromium binary).');
  process.exit(1);
}
