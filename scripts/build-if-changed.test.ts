// `npm start` builds a workspace only when its sources changed since its last build.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildIfChanged } from './build-if-changed.mjs';

describe('buildIfChanged', () => {
  let root: string;
  const targets = [
    { workspace: 'web', inputs: ['web/src', 'shared'], output: 'web/dist' },
    { workspace: 'server', inputs: ['server/src', 'shared'], output: 'server/dist' },
  ];
  /** A build that writes its output folder, as vite and esbuild do. */
  const build = (workspace: string) => {
    mkdirSync(join(root, workspace, 'dist'), { recursive: true });
    return true;
  };
  const write = (path: string, text: string) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  };

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'build-if-changed-'));
    write('web/src/main.tsx', 'web');
    write('server/src/server.ts', 'server');
    write('shared/index.ts', 'shared');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('builds everything the first time, then nothing while the sources stay the same', () => {
    expect(buildIfChanged(root, targets, build)).toEqual(['web', 'server']);
    expect(buildIfChanged(root, targets, build)).toEqual([]);
  });

  it('rebuilds only what a changed, added or deleted file is part of', () => {
    buildIfChanged(root, targets, build);
    write('web/src/main.tsx', 'web, changed');
    expect(buildIfChanged(root, targets, build)).toEqual(['web']);
    write('server/src/new.ts', 'new');
    expect(buildIfChanged(root, targets, build)).toEqual(['server']);
    rmSync(join(root, 'server/src/new.ts'));
    expect(buildIfChanged(root, targets, build)).toEqual(['server']);
    write('shared/index.ts', 'shared, changed');
    expect(buildIfChanged(root, targets, build)).toEqual(['web', 'server']);
  });

  it('rebuilds when the build output is gone', () => {
    buildIfChanged(root, targets, build);
    rmSync(join(root, 'server/dist'), { recursive: true });
    expect(buildIfChanged(root, targets, build)).toEqual(['server']);
  });

  it('stops at a failed build and stamps nothing for it, so the next start tries again', () => {
    expect(() => buildIfChanged(root, targets, () => false)).toThrow('the build of web failed');
    expect(buildIfChanged(root, targets, build)).toEqual(['web', 'server']);
  });
});
