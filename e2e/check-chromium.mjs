// Pre-flight for `npm test -w e2e`: the journeys drive Debian's Chromium and never download a browser;
// the brew-day sheet journey reads the printed PDF with poppler's pdfinfo and pdftoppm.
import { execFileSync } from 'node:child_process';
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

try {
  execFileSync('pdftoppm', ['-v'], { stdio: 'ignore' });
} catch {
  console.error(
    'The brew-day sheet journey reads printed PDFs with pdftoppm and pdfinfo, and they are missing.',
  );
  console.error('Install them with:  sudo apt-get install poppler-utils');
  process.exit(1);
}
