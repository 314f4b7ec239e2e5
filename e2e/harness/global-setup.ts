// Builds the app once per run (web, then server) unless E2E_SKIP_BUILD=1, checks the build is there,
// and copies the web build aside so that a rebuild during the run cannot pull assets from under it.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import {
  LOGS_DIR,
  REPO_ROOT,
  SCREENS_DIR,
  SERVER_ENTRY,
  WEB_DIST,
  WEB_DIST_INDEX,
  WEB_SNAPSHOT_DIR,
} from './paths';

/** Playwright global setup: one build shared by every worker's server stack. */
export default function globalSetup(): void {
  mkdirSync(LOGS_DIR, { recursive: true });
  mkdirSync(SCREENS_DIR, { recursive: true });
  if (process.env.E2E_SKIP_BUILD !== '1') {
    console.log('[e2e] npm run build (set E2E_SKIP_BUILD=1 to reuse the last build)');
    const build = spawnSync('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error(`npm run build failed (exit ${build.status})`);
  }
  for (const file of [SERVER_ENTRY, WEB_DIST_INDEX]) {
    if (!existsSync(file)) {
      throw new Error(`${file} is missing: run \`npm run build\` at the repository root`);
    }
  }
  rmSync(WEB_SNAPSHOT_DIR, { recursive: true, force: true });
  cpSync(WEB_DIST, WEB_SNAPSHOT_DIR, { recursive: true });
}
