// Vite build and dev server for the web app: /api is proxied to the server in development,
// the build lands in apps/web/dist with hashed assets under /assets/ (the server serves both), each
// text file of 1 KB or more beside its brotli (.br) and gzip (.gz) copy for the server to send as is.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type HtmlTagDescriptor, type Plugin, type Rollup } from 'vite';

/** The screen `/` shows: its chunk and everything it imports are fetched with the entry, not after it. */
const FIRST_SCREEN = 'src/features/auth/LoginPage.tsx';

/**
 * Adds to index.html a `modulepreload` for the first screen's lazy chunk and each chunk it imports
 * (and a stylesheet link for their CSS), so the browser fetches them in parallel with the entry
 * instead of discovering them one after another once the entry runs.
 */
function preloadFirstScreen(): Plugin {
  return {
    name: 'wortsmith-preload-first-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).filter(
          (output): output is Rollup.OutputChunk => output.type === 'chunk',
        );
        const first = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(FIRST_SCREEN));
        if (!first) throw new Error(`preload: no chunk for ${FIRST_SCREEN}`);
        const files = new Set<string>();
        const css = new Set<string>();
        const visit = (chunk: Rollup.OutputChunk | undefined) => {
          if (!chunk || chunk.isEntry || files.has(chunk.fileName)) return;
          files.add(chunk.fileName);
          for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
          for (const file of chunk.imports) visit(bundle?.[file] as Rollup.OutputChunk | undefined);
        };
        visit(first);
        const tag = (rel: string, file: string): HtmlTagDescriptor => ({
          tag: 'link',
          attrs: { rel, crossorigin: true, href: `/${file}` },
          injectTo: 'head',
        });
        return [
          ...[...files]
            .filter((file) => !html.includes(`/${file}"`))
            .map((file) => tag('modulepreload', file)),
          ...[...css].filter((file) => !html.includes(`/${file}"`)).map((file) => tag('stylesheet', file)),
        ];
      },
    },
  };
}

/** Writes `<file>.br` (brotli, best) and `<file>.gz` (gzip, best) beside each built text file. */
function precompress(): Plugin {
  return {
    name: 'wortsmith-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const name of Object.keys(bundle)) {
        if (!/\.(js|css|html|svg|json)$/.test(name)) continue;
        const path = join(options.dir!, name);
        const data = readFileSync(path);
        if (data.length < 1024) continue;
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), preloadFirstScreen(), precompress()],
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      // The core is pure TypeScript without side effects (docs/core-api.md), but its package does not
      // say so; telling the bundler lets each chunk keep only the core modules it uses (zod and the
      // style table stay out of the login screen).
      treeshake: { moduleSideEffects: (id: string) => !id.includes('/packages/core/src/') },
    },
  },
});
