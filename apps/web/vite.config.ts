// Vite build and dev server for the web app: /api is proxied to the server in development,
// the build lands in apps/web/dist with hashed assets under /assets/ (the server serves both): the
// entry (with the login screen) as one script and one stylesheet, a lazy chunk per other screen, each
// text file of 1 KB or more beside its brotli (.br) and gzip (.gz) copy for the server to send as is.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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
  plugins: [react(), precompress()],
  // Lightning CSS (which Vite already uses to minify) compiles the CSS modules too. Vite's PostCSS path
  // for them (postcss-modules) copies a file named by `composes: … from` into the composing stylesheet by
  // parsing its text without a file name, which made every build warn that "a PostCSS plugin did not
  // pass the `from` option". There is no PostCSS configuration or plugin of our own to keep.
  css: { transformer: 'lightningcss' },
  // `npm run build --silent` (npm start's build) prints warnings and errors only, not every file written.
  logLevel: process.env.npm_config_loglevel === 'silent' ? 'warn' : 'info',
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
      // Everything the entry imports statically (React, the router, the login screen) in one file: the
      // bundler would otherwise split what lazy screens share with it into small chunks, each one more
      // request before / can run over HTTP/1.1's six connections. Lazy screens import from that file.
      output: { codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] } },
    },
  },
});
