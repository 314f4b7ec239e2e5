// Locates folders shipped beside the code, so the same lookup works from src/ (tsx, tests) and from the
// esbuild bundle in dist/ (where every module shares dist/server.js's URL).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The first candidate (relative to `base`, an import.meta.url) that contains `marker`, or the first one. */
export function resolveBeside(base: string, candidates: string[], marker: string): string {
  const paths = candidates.map((candidate) => fileURLToPath(new URL(candidate, base)));
  return paths.find((path) => existsSync(`${path}/${marker}`)) ?? paths[0]!;
}

/** The committed drizzle migrations folder (apps/server/drizzle). */
export function migrationsFolder(): string {
  return resolveBeside(import.meta.url, ['../../drizzle', '../drizzle'], 'meta/_journal.json');
}

/** The built web app (apps/web/dist). */
export function defaultWebDist(): string {
  return resolveBeside(import.meta.url, ['../../../web/dist', '../../web/dist'], 'index.html');
}
