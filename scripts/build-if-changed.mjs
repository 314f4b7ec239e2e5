// `npm start`'s build step: builds the web app and the server only when their sources changed since
// their last build. Each build leaves `.source-hash` in its output folder: a SHA-256 of the path and
// contents of every file it is built from (a deleted or emptied output folder has none, so it builds).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(fileURLToPath(import.meta.url), '../..');
const STAMP = '.source-hash';
const SKIP = new Set(['node_modules', 'dist', '.vite']);

/** What `npm start` builds: each workspace, the files it is built from, and where the build lands. */
export const TARGETS = [
  {
    workspace: 'apps/web',
    inputs: ['apps/web', 'packages/core', 'package-lock.json'],
    output: 'apps/web/dist',
  },
  {
    workspace: 'apps/server',
    inputs: [
      'apps/server/src',
      'apps/server/build.mjs',
      'apps/server/package.json',
      'packages/core',
      'package-lock.json',
    ],
    output: 'apps/server/dist',
  },
];

/** Every file under `path` (a file or folder), skipping dependencies and build output, sorted. */
function filesOf(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .filter((entry) => !SKIP.has(entry.name))
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .flatMap((entry) => filesOf(join(path, entry.name)));
}

/** The hash of the paths (relative to `root`) and contents of every file under `inputs`. */
export function sourceHash(root, inputs) {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((input) => filesOf(join(root, input)))) {
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

/**
 * Builds each target whose sources differ from its output's stamp with `build(workspace)` (true when
 * it succeeded), then stamps it. Returns the workspaces built; throws when a build fails.
 */
export function buildIfChanged(root, targets, build) {
  const built = [];
  for (const { workspace, inputs, output } of targets) {
    const hash = sourceHash(root, inputs);
    const stampFile = join(root, output, STAMP);
    if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === hash) continue;
    if (!build(workspace)) throw new Error(`the build of ${workspace} failed`);
    writeFileSync(stampFile, hash);
    built.push(workspace);
  }
  return built;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // One line per build; npm's banner and the list of files each build wrote stay out of the terminal
  // (`--silent`), their warnings and errors do not.
  const npm = (workspace) => {
    console.log(`Building ${workspace} (its sources changed since its last build, or it was never built)`);
    return (
      spawnSync('npm', ['run', 'build', '--silent', '-w', workspace], { cwd: ROOT, stdio: 'inherit' })
        .status === 0
    );
  };
  try {
    const built = buildIfChanged(ROOT, TARGETS, npm);
    if (built.length === 0) console.log('web app and server are up to date with their sources: not rebuilt');
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
