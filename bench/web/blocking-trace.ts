// Total blocking time of first visits, two or more builds interleaved (decision 065, docs/performance.md "Sixth
// round"). Each base is a running server of the demo data (`npm start`, or `PORT=… WEB_DIST=<a build> npm run serve`);
// the demo owner is signed in on each, then the page is opened `RUNS` times per base, in turn, with an empty cache
// and Chromium's CPU slowed 4×. Per run: the main thread's tasks, from its trace, and their time beyond 50 ms after
// the first contentful paint, as Lighthouse counts TBT (but from what ran, not from a simulation).
//
//   BASES=http://127.0.0.1:3990,http://127.0.0.1:3991 RUNS=8 npx tsx bench/web/blocking-trace.ts '/calendar/{id}'
//
// TASKS=1 lists every run's tasks over 10 ms with what they ran. Reports only: it never fails.
import { type CDPSession, chromium } from 'playwright';
import { forgetVisits } from './first-visit.ts';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; functionName?: string } };
}

const bases = (process.env.BASES ?? 'http://127.0.0.1:3990').split(',');
const path = process.argv[2] ?? '/properties';
const runs = Number(process.env.RUNS ?? 5);
const cpu = Number(process.env.CPU ?? 4);
const OWNER = { email: 'owner@example.com', password: 'Owner#2026' };

async function trace(session: CDPSession, open: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  session.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  const complete = new Promise<void>((resolve) => session.once('Tracing.tracingComplete', () => resolve()));
  await session.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,loading',
    transferMode: 'ReportEvents',
  });
  await open();
  await session.send('Tracing.end');
  await complete;
  return events;
}

/** The main thread's long tasks after navigation, and their blocking time after the first contentful paint. */
function blocking(events: TraceEvent[]): { tbt: number; tasks: string[] } {
  const mains = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  const start = events.find((e) => e.name === 'navigationStart')?.ts ?? 0;
  const paint = events.find((e) => e.name === 'firstContentfulPaint')?.ts ?? start;
  const tasks = events.filter(
    (e) => e.name === 'RunTask' && e.ph === 'X' && mains.has(`${e.pid}:${e.tid}`) && e.ts > start && (e.dur ?? 0) > 1e4,
  );
  let tbt = 0;
  const lines: string[] = [];
  for (const task of tasks) {
    const ms = (task.dur ?? 0) / 1000;
    if (task.ts >= paint) tbt += Math.max(0, ms - 50);
    const end = task.ts + (task.dur ?? 0);
    const inner = events
      .filter(
        (e) => e !== task && e.ph === 'X' && e.pid === task.pid && e.tid === task.tid && e.ts >= task.ts && e.ts < end,
      )
      .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
      .slice(0, 3)
      .map(
        (e) =>
          `${e.name}${e.args?.data?.url ? `(${e.args.data.url.split('/').pop()})` : ''} ${((e.dur ?? 0) / 1000).toFixed(0)}`,
      );
    lines.push(
      `  @${((task.ts - start) / 1000).toFixed(0)} ms: ${ms.toFixed(0)} ms (on the CPU ${((task.tdur ?? 0) / 1000).toFixed(0)})  ${inner.join(', ')}`,
    );
  }
  return { tbt, tasks: lines };
}

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
  const page = await context.newPage();
  // The notification stream never ends; the page's own load is what is measured.
  await page.route('**/api/events', (route) => route.abort());
  let target = path;
  for (const base of bases) {
    await page.goto(`${base}/login`);
    await page.locator('input[type="email"]').fill(OWNER.email);
    await page.locator('input[autocomplete="current-password"]').fill(OWNER.password);
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL(/\/properties/);
    const href = await page.locator('a[href*="/calendar/"]').first().getAttribute('href');
    target = path.replace('{id}', href?.match(/\/calendar\/(\d+)/)?.[1] ?? '');
  }
  const totals = bases.map((): number[] => []);
  for (let run = 0; run < runs * bases.length; run++) {
    const index = run % bases.length;
    await page.goto('about:blank');
    const session = await context.newCDPSession(page);
    await session.send('Network.enable');
    await forgetVisits(session, bases[index] ?? '');
    await session.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    const events = await trace(session, async () => {
      await page.goto(`${bases[index]}${target}`);
      await page.waitForLoadState('networkidle');
    });
    await session.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await session.detach();
    const { tbt, tasks } = blocking(events);
    totals[index]?.push(tbt);
    if (process.env.TASKS === '1')
      console.info(`${bases[index]} run ${run}: ${tbt.toFixed(0)} ms\n${tasks.join('\n')}`);
  }
  console.info(`Blocking time after the first paint, ${cpu}× CPU, ${target}, ${runs} runs per build (ms):`);
  for (const [index, base] of bases.entries()) {
    const values = [...(totals[index] ?? [])].sort((a, b) => a - b);
    const median = values[Math.floor(values.length / 2)] ?? Number.NaN;
    const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
    console.info(
      `${base.padEnd(26)} median ${median.toFixed(0).padStart(5)}  mean ${mean.toFixed(0).padStart(5)}  [${values.map((v) => v.toFixed(0)).join(' ')}]`,
    );
  }
} finally {
  await browser.close();
}
