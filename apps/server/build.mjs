// Bundles src/server.ts into dist/server.js (or the file given as the first argument: the DATA_DIR lock
// test starts its second server from such a bundle) with esbuild: @wortsmith/core is compiled in, every
// other package stays an external import resolved from node_modules at run time. Migrations stay in
// ./drizzle and are found relative to the bundle.
import { createRequire } from 'node:module';
import { build } from 'esbuild';

const require = createRequire(import.meta.url);

await build({
  entryPoints: ['src/server.ts'],
  outfile: process.argv[2] ?? 'dist/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  packages: 'external',
  plugins: [
    {
      name: 'bundle-core',
      setup(b) {
        // packages: 'external' would leave the workspace core as a run-time import of TypeScript
        // sources; resolve it to its files so esbuild compiles it into the bundle.
        b.onResolve({ filter: /^@wortsmith\/core(\/.*)?$/ }, (args) => ({
          path: require.resolve(args.path),
        }));
      },
    },
  ],
  // `npm run build --silent` (npm start's build) prints warnings and errors only.
  logLevel: process.env.npm_config_loglevel === 'silent' ? 'warning' : 'info',
});
