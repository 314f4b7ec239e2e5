// One Vitest project per workspace and one for the repository's scripts; `npm test` runs them all, then
// the browser journeys in e2e/.
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Vitest's order (projects by name, the longest files first), with the server's files last: the server
 * project's global setup makes their database in a process of its own while the others run. */
class ServerLast extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const server = (file: TestSpecification) => file.project.name === 'server';
    return [...sorted.filter((file) => !server(file)), ...sorted.filter(server)];
  }
}

export default defineConfig({
  test: {
    projects: [
      'packages/core',
      'apps/server',
      'apps/web',
      { test: { name: 'scripts', include: ['scripts/**/*.test.ts'] } },
    ],
    // One pool size for every project (Vitest requires it when projects share a run): two workers suit
    // the 2-core machines this runs on and keep PGlite's per-file memory in check.
    maxWorkers: 2,
    // Each module's transformed code is kept under node_modules/ between runs, keyed by its content and
    // the config (a changed file is transformed again): Vitest's transform and import times, summed over
    // the files, went from 15 s to 6 s in a repeated run.
    experimental: { fsModuleCache: true },
    sequence: { sequencer: ServerLast },
  },
});
