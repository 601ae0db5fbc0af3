/**
 * npm run bench -- --inject: latency of the calendar and properties calls on a small and a large PostgreSQL data set
 * (1,000 owners, 5,000 properties, 1,000,000 reservations), each in a database of its own, created and dropped.
 * Not part of npm test. Options: --small-only, --keep (leave the databases). BENCH_DATABASE_URL or DATABASE_URL
 * names the server (default postgres://postgres@127.0.0.1:5432/postgres).
 */
import { localDateOf, monthOf, monthParts, monthRange } from '@portal/domain';
import { calendarRange, explainCalendar, openBenchDatabase, type Prepared } from './bench-db.ts';
import { type Dataset, LARGE, reservationsOf, SMALL } from './datasets.ts';
import { type Call, formatRow, measureAlternating, type Target } from './measure.ts';

const args = new Set(process.argv.slice(2));
const log = (line: string) => console.info(line);

/** The calls the property list and the calendar screen make, spread over the same number of properties. */
function callsFor(prepared: Prepared, sampleSize: number): [string, (i: number) => Call][] {
  const today = localDateOf(new Date(), 'Asia/Dubai');
  const range = calendarRange(today);
  const { year, month } = monthParts(monthOf(today));
  const { from, to } = monthRange(monthOf(today));
  const sample = prepared.propertyIds.slice(0, sampleSize);
  const property = (i: number) => sample[i % sample.length] ?? 0;
  const lastPage = Math.ceil(prepared.propertyIds.length / 12);
  return [
    [
      'GET /calendar (screen range)',
      (i) => ({ method: 'GET', url: `/api/calendar?listingId=${property(i)}&from=${range.from}&to=${range.to}` }),
    ],
    [
      'GET /reservations (one month)',
      (i) => ({
        method: 'GET',
        url: `/api/reservations?listingId=${property(i)}&checkInDateLocalizedLte=${to}&checkOutDateLocalizedGte=${from}`,
      }),
    ],
    [
      'POST /statistics (one month)',
      (i) => ({ method: 'POST', url: '/api/statistics', payload: { property_id: property(i), month, year } }),
    ],
    ['GET /properties (first page of 12)', () => ({ method: 'GET', url: '/api/properties?limit=12&page=1' })],
    ['GET /properties (last page of 12)', () => ({ method: 'GET', url: `/api/properties?limit=12&page=${lastPage}` })],
    [
      'GET /properties (search)',
      (i) => ({ method: 'GET', url: `/api/properties?limit=12&search=${String(i % 10).padStart(2, '0')}` }),
    ],
  ];
}

function datasetLine(dataset: Dataset): string {
  return `${dataset.name}: ${dataset.owners} owners, ${dataset.properties} properties (owner 1 holds ${dataset.portfolio}), ${reservationsOf(dataset)} reservations, ${dataset.staysPerProperty} per property`;
}

const datasets = args.has('--small-only') ? [SMALL] : [SMALL, LARGE];
const prepared: Prepared[] = [];
try {
  for (const dataset of datasets) {
    log(`\n== generating ${datasetLine(dataset)}`);
    prepared.push(await openBenchDatabase(dataset, log));
  }
  const sampleSize = Math.min(...prepared.map((p) => p.propertyIds.length));
  const callSets = prepared.map((p) => callsFor(p, sampleSize));
  const results = (callSets[0] ?? []).map((_call, index) =>
    prepared.map((p, d) => ({ app: p.app, headers: p.headers, next: callSets[d]?.[index]?.[1] }) as Target),
  );
  const table: string[][] = prepared.map(() => []);
  const ratios: string[] = [];
  for (const [index, targets] of results.entries()) {
    const label = callSets[0]?.[index]?.[0] ?? '';
    const latencies = await measureAlternating(label, targets);
    for (const [d, latency] of latencies.entries()) table[d]?.push(formatRow(latency));
    const [small, large] = latencies;
    if (small && large) ratios.push(`${label.padEnd(40)} ${(large.p50 / small.p50).toFixed(2)}×`);
  }
  for (const [d, p] of prepared.entries()) {
    log(`\n== ${datasetLine(p.dataset)}; ${sampleSize} of owner 1's properties in turn, sequential requests`);
    for (const row of table[d] ?? []) log(`  ${row}`);
    const today = localDateOf(new Date(), 'Asia/Dubai');
    log('  calendar SQL, EXPLAIN ANALYZE for one property:');
    for (const line of await explainCalendar(p, calendarRange(today))) log(`    ${line}`);
  }
  if (ratios.length > 0) {
    log('\n== large / small, median latency (near 1: the cost does not grow with the data)');
    for (const line of ratios) log(`  ${line}`);
  }
} finally {
  for (const p of prepared) await p.close(args.has('--keep'));
}
