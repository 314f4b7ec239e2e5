// Builds the web app again with another version label (harness/build-web-version.ts), for the one
// journey about upgrades: the web build only (a few seconds), never the server or the whole run's build.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { E2E_DIR, REPO_ROOT } from './paths';

/** Builds apps/web into `outDir` with the sidebar's version label set to `label`; returns the milliseconds. */
export function buildWebWithVersion(outDir: string, label: string): number {
  const started = performance.now();
  const tsx = pathToFileURL(join(REPO_ROOT, 'node_modules/tsx/dist/loader.mjs')).href;
  const script = join(E2E_DIR, 'harness/build-web-version.ts');
  const run = spawnSync(process.execPath, ['--import', tsx, script, outDir, label], {
    cwd: join(REPO_ROOT, 'apps/web'),
    encoding: 'utf8',
  });
  if (run.status !== 0 || !existsSync(join(outDir, 'index.html'))) {
    throw new Error(`the web build for ${label} failed (exit ${run.status}):\n${run.stdout}\n${run.stderr}`);
  }
  return performance.now() - started;
}
