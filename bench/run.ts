/**
 * npm run bench: the API benchmark (bench/api/run.ts): the real server under load on PostgreSQL (small and large data
 * sets) and on PGlite, beside a bare Fastify ceiling. Not part of npm test; exits 0 whatever it finds. Options:
 * --small-only (skip the large data set), --no-pglite, --no-web (skip bench/web: the bundle table, Lighthouse and the
 * month render), --web-only, --inject (the older in-process, sequential benchmark of
 * bench/inject.ts instead), --explain (the owner calls' plans on the large data set, into PostgreSQL's log), --mixed
 * (only the mixed-load run of bench/api/mixed.ts, which otherwise follows the API run unless --no-mixed or --small-only).
 * For profiling: BENCH_ONLY=calendar measures only the calls whose label contains it, BENCH_NODE_OPTIONS are given to
 * the server process (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof").
 */
import { explainOwnerCalls } from './api/explain.ts';
import { runMixedBench } from './api/mixed.ts';
import { runApiBench } from './api/run.ts';
import { LARGE, SMALL } from './datasets.ts';
import { runWebBench } from './web/run.ts';

const args = new Set(process.argv.slice(2));
const log = (line: string) => console.info(line);

if (args.has('--inject')) await import('./inject.ts');
else if (args.has('--explain')) await explainOwnerCalls(log);
else if (args.has('--mixed')) await runMixedBench(log, process.env.BENCH_MIXED_DATASET === 'small' ? SMALL : LARGE);
else {
  if (!args.has('--web-only')) {
    await runApiBench({ isSmallOnly: args.has('--small-only'), isPgliteSkipped: args.has('--no-pglite') }, log);
    if (!args.has('--no-mixed') && !args.has('--small-only')) await runMixedBench(log);
  }
  // The web half reports as the API half does: a missed target is printed, never an exit code.
  if (!args.has('--no-web')) await runWebBench();
}
