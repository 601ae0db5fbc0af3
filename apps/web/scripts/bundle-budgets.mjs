// The bundle-budget check of npm test (decision 058): gzipped JavaScript per route from the production
// build's manifest against each route's budget, in each language (the largest counts). The routes, what their first
// visits load and their budgets come from the route table (src/config/paths.ts), as the build wrote them to
// dist/.vite/routes.json (route-table-build.ts). Prints a table; exits 1 when a route is over its budget, or when a
// route's first load carries zod and its entry does not allow it (`zodAllowed`, decision 070: the owner screens check
// their answers against the contract after drawing them; the build's hidden source maps say which modules each file
// holds).
// `node apps/web/scripts/bundle-budgets.mjs --report` prints the same table and always exits 0 (the benchmark).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { forLanguage, LANGUAGES, measureDist } from './route-sizes.mjs';

const dist = resolve(import.meta.dirname, '../dist');
const isReport = process.argv.includes('--report');

if (!existsSync(resolve(dist, '.vite/routes.json'))) {
  console.error('No route table in apps/web/dist/.vite: run `npm run build` first.');
  process.exit(isReport ? 0 : 1);
}
const { routes } = JSON.parse(readFileSync(resolve(dist, '.vite/routes.json'), 'utf8'));

const kB = (bytes) => (bytes / 1000).toFixed(1);
// Each route in each language; a route's figure is its largest language's (the texts differ in length).
const largest = new Map();
for (const language of LANGUAGES) {
  const loads = Object.fromEntries(
    Object.entries(routes).map(([route, { loads: keys }]) => [route, forLanguage(keys, language)]),
  );
  for (const row of measureDist(dist, loads)) {
    if (row.bytes > (largest.get(row.route)?.bytes ?? -1)) largest.set(row.route, { ...row, language });
  }
}
/** Whether a built file holds a module of zod, by its source map. */
const hasZod = (file) => {
  const map = join(dist, `${file}.map`);
  return existsSync(map) && JSON.parse(readFileSync(map, 'utf8')).sources.some((source) => source.includes('/zod/'));
};
const rows = [...largest.values()].map(({ route, files, bytes, language }) => {
  const { budgetKB, zodAllowed } = routes[route];
  const isOver = bytes > budgetKB * 1000;
  const zod = files.some(hasZod) ? (zodAllowed ? 'allowed' : 'NOT ALLOWED') : 'no';
  return { route, language, files: files.length, size: kB(bytes), budget: budgetKB, zod, isOver };
});

const width = Math.max(...rows.map((row) => row.route.length), 5);
console.info(`${'route'.padEnd(width)}  files  gzip kB  language  budget kB          zod  verdict`);
for (const row of rows) {
  const cells = [String(row.files).padStart(5), row.size.padStart(7), row.language.padStart(8)];
  console.info(
    `${row.route.padEnd(width)}  ${cells.join('  ')}  ${String(row.budget).padStart(9)}  ${row.zod.padStart(11)}  ${row.isOver ? 'OVER BUDGET' : 'ok'}`,
  );
}
const over = rows.filter((row) => row.isOver);
if (over.length > 0) console.error(`${over.length} route(s) over budget: ${over.map((row) => row.route).join(', ')}`);
const withZod = rows.filter((row) => row.zod === 'NOT ALLOWED');
if (withZod.length > 0)
  console.error(`${withZod.length} route(s) load zod on a first visit: ${withZod.map((row) => row.route).join(', ')}`);
process.exit(over.length + withZod.length > 0 && !isReport ? 1 : 0);
