// A bench's server as a child process of its own, so its memory and CPU are its own: the entry bundled
// like the production build (core compiled in, packages left to node_modules, so memory is not tsx's),
// started with the bench's environment, and the one JSON line it prints when it is ready.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';
import { build } from 'esbuild';

/** Bundles `entry` (a bench's server) into `outfile` as build.mjs bundles the server. */
export async function bundleBenchEntry(entry: string, outfile: string): Promise<void> {
  const require = createRequire(import.meta.url);
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
    plugins: [
      {
        name: 'bundle-core',
        setup(b) {
          b.onResolve({ filter: /^@wortsmith\/core(\/.*)?$/ }, (args) => ({
            path: require.resolve(args.path),
          }));
        },
      },
    ],
  });
}

/** Runs the bundle `file` with `env` added; resolves with the child and the first line it prints, parsed. */
export async function startBenchProcess(
  file: string,
  env: Record<string, string>,
): Promise<{ child: ChildProcess; line: Record<string, unknown> }> {
  const child = spawn(process.execPath, [file], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const { value, done } = await lines.next();
  if (done) throw new Error(`${file} exited before it was ready`);
  return { child, line: JSON.parse(value as string) as Record<string, unknown> };
}

/** Stops `child` with SIGTERM and waits for it to exit. */
export async function stopBenchProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** A process's resident memory now (`VmRSS`) and at its peak so far (`VmHWM`), in MB. */
export function processMemoryMb(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const mb = (field: string) =>
    Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024);
  return { rss: mb('VmRSS'), peak: mb('VmHWM') };
}
