// A second build of the web app for the upgrade journey: `vite build` of apps/web with its own
// configuration (the same PWA, precompression and chunking), into another folder, with one difference a
// brewer can see: the sidebar's version label. A test-only transform replaces the label's literal in
// src/features/layout/navigation.ts, so the product gains no option for it. The chunk holding the label,
// and every chunk naming it, get new hashes; so do index.html and the service worker's precache list.
//
// Run as `node --import tsx build-web-version.ts <outDir> <label>` (harness/web-build.ts does).
import { join } from 'node:path';
import { build, type Plugin } from 'vite';
import { REPO_ROOT } from './paths';

const [outDir, label] = process.argv.slice(2);
if (!outDir || !label) throw new Error('usage: build-web-version.ts <outDir> <label>');

const WEB_ROOT = join(REPO_ROOT, 'apps/web');
const LABEL = /(export const VERSION_LABEL = )'[^']*'/;

let labelled = false;
const versionLabel: Plugin = {
  name: 'e2e-version-label',
  enforce: 'pre',
  transform(code, id) {
    if (!id.endsWith('/src/features/layout/navigation.ts')) return null;
    if (!LABEL.test(code)) this.error('navigation.ts no longer declares VERSION_LABEL as a literal');
    labelled = true;
    return code.replace(LABEL, `$1${JSON.stringify(label)}`);
  },
};

await build({
  root: WEB_ROOT,
  configFile: join(WEB_ROOT, 'vite.config.ts'),
  logLevel: 'warn',
  plugins: [versionLabel],
  build: { outDir, emptyOutDir: true },
});
if (!labelled) throw new Error('the build never read navigation.ts: the version label was not changed');
