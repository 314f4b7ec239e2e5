// Where the harness finds the repository, the built server, and where it leaves logs and screenshots.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The e2e workspace folder. */
export const E2E_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The repository root (npm workspaces root). */
export const REPO_ROOT = resolve(E2E_DIR, '..');
/**
 * The server entry point: the build's `apps/server/dist/server.js`, or `E2E_SERVER_ENTRY` (a `.ts`
 * entry such as apps/server/src/server.ts runs through tsx, for a run against unbuilt sources).
 */
export const SERVER_ENTRY = resolve(REPO_ROOT, process.env.E2E_SERVER_ENTRY ?? 'apps/server/dist/server.js');
/** The built web app. */
export const WEB_DIST = join(REPO_ROOT, 'apps/web/dist');
export const WEB_DIST_INDEX = join(WEB_DIST, 'index.html');
/** Everything a run leaves behind (gitignored). */
export const ARTIFACTS_DIR = join(E2E_DIR, 'artifacts');
/** Server logs, one file per process. */
export const LOGS_DIR = join(ARTIFACTS_DIR, 'logs');
/** The run's own copy of the web build, which the servers host (a rebuild mid-run cannot break it). */
export const WEB_SNAPSHOT_DIR = join(ARTIFACTS_DIR, 'web-dist');
/** Screenshots of every screen at both viewports. */
export const SCREENS_DIR = join(ARTIFACTS_DIR, 'screens');
