// The bundle-budget check of npm test (issue 15, decision 058): gzipped JavaScript per route from the production
// build's manifest against bundle-budgets.json. Prints a table; exits 1 when a route is over its budget.
// `node apps/web/scripts/bundle-budgets.mjs --report` prints the same table and always exits 0 (the benchmark).
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { measureDist } from './route-sizes.mjs';

const web = resolve(import.meta.dirname, '..');
const dist = resolve(web, 'dist');
const isReport = process.argv.includes('--report');
const { routes } = JSON.parse(readFileSync(resolve(web, 'bundle-budgets.json'), 'utf8'));

if (!existsSync(resolve(dist, '.vite/manifest.json'))) {
  console.error('No build manifest in apps/web/dist: run `npm run build` first.');
  process.exit(isReport ? 0 : 1);
}

const kB = (bytes) => (bytes / 1000).toFixed(1);
const loads = Object.fromEntries(Object.entries(routes).map(([route, { loads: keys }]) => [route, keys]));
const rows = measureDist(dist, loads).map(({ route, files, bytes }) => {
  const { budgetKB, targetKB = budgetKB } = routes[route];
  const isOver = bytes > budgetKB * 1000;
  const verdict = isOver ? 'OVER BUDGET' : bytes > targetKB * 1000 ? 'ok, above target' : 'ok';
  return { route, files: files.length, size: kB(bytes), budget: budgetKB, target: targetKB, isOver, verdict };
});

const width = Math.max(...rows.map((row) => row.route.length), 5);
console.info(`${'route'.padEnd(width)}  files  gzip kB  budget kB  target kB  verdict`);
for (const row of rows) {
  const cells = [String(row.files).padStart(5), row.size.padStart(7), String(row.budget).padStart(9)];
  console.info(`${row.route.padEnd(width)}  ${cells.join('  ')}  ${String(row.target).padStart(9)}  ${row.verdict}`);
}
const over = rows.filter((row) => row.isOver);
if (over.length > 0) console.error(`${over.length} route(s) over budget: ${over.map((row) => row.route).join(', ')}`);
process.exit(over.length > 0 && !isReport ? 1 : 0);
