// `npm run bench -w apps/web`: builds the app, then prints the gzip size of the JavaScript a browser
// loads for / (the entry and its static imports, the login screen among them), for each list screen,
// and for the whole app, against the budgets (90 KB for /, 250 KB for everything). Exits 1 over budget.
// Render-time benchmarks: any *.bench.ts(x) file under apps/web (e.g. the recipe screen's) is run
// afterwards with `vitest bench --project web`.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const distDir = join(webDir, 'dist');
const KB = 1024;
const BUDGETS = { '/': 90 * KB, 'whole app': 250 * KB };

await build({
  root: webDir,
  configFile: join(webDir, 'vite.config.ts'),
  logLevel: 'warn',
  build: { manifest: true },
});
const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));

const gzipCache = new Map();
function gzipSize(file) {
  if (!gzipCache.has(file))
    gzipCache.set(file, gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length);
  return gzipCache.get(file);
}

/** The JS files a manifest entry loads: itself and, recursively, its static imports. */
function closure(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`bench: no chunk for ${key} in the build manifest`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, files);
  return files;
}

const entry = closure('index.html');
const layout = closure('src/app/SignedInArea.tsx');
function screenFiles(...modules) {
  const files = new Set(entry);
  for (const module of modules) for (const file of closure(module)) files.add(file);
  return files;
}
const total = (files) => [...files].reduce((sum, file) => sum + gzipSize(file), 0);

const catalogueList = 'src/features/catalogue/CatalogueListPage.tsx';
const rows = [
  ['/', screenFiles()],
  ...['/EquipmentList', '/FermentableList', '/HopList', '/MiscList', '/YeastList'].map((path) => [
    path,
    new Set([...screenFiles(catalogueList), ...layout]),
  ]),
  ['/RecipeList', new Set([...screenFiles('src/features/recipes/RecipeListPage.tsx'), ...layout])],
  [
    'whole app',
    new Set(
      readdirSync(join(distDir, 'assets'))
        .filter((file) => file.endsWith('.js'))
        .map((file) => `assets/${file}`),
    ),
  ],
];

let over = false;
console.log('\nJavaScript loaded (gzip, level 9):');
for (const [label, files] of rows) {
  const size = total(files);
  const budget = BUDGETS[label];
  const verdict =
    budget === undefined
      ? ''
      : size <= budget
        ? `  (budget ${budget / KB} KB: ok)`
        : `  (budget ${budget / KB} KB: OVER)`;
  if (budget !== undefined && size > budget) over = true;
  console.log(
    `  ${label.padEnd(16)} ${(size / KB).toFixed(1).padStart(7)} KB in ${files.size} files${verdict}`,
  );
}

function findBenches(dir, found = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) findBenches(path, found);
    else if (/\.bench\.tsx?$/.test(entry.name)) found.push(relative(webDir, path));
  }
  return found;
}

const benches = existsSync(join(webDir, 'src')) ? findBenches(webDir) : [];
if (benches.length > 0) {
  console.log(`\nRender benchmarks (${benches.join(', ')}):`);
  execFileSync('npx', ['vitest', 'bench', '--run', '--project', 'web', ...benches], {
    cwd: join(webDir, '..', '..'),
    stdio: 'inherit',
    // The build above set NODE_ENV=production in this process; the benches render with test helpers.
    env: { ...process.env, NODE_ENV: 'test' },
    timeout: 600_000,
  });
}

if (over) {
  console.error('\nOver budget.');
  process.exit(1);
}
