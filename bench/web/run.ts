// Web benchmark: the bundle table, Lighthouse in mobile emulation on four pages and the calendar's
// month render, against the real server with demo data. Reports, never judges: exits 0 when a target is missed.
// `npx tsx bench/web/run.ts`; `npm run bench` calls runWebBench(). WEB_BENCH_RUNS=n Lighthouse runs per page (3);
// WEB_BENCH_LIGHTHOUSE=off skips Lighthouse (the month renders alone); WEB_BENCH_RENDERS=off skips the month renders;
// WEB_BENCH_PAGES=/login,/calendar/{id} measures only the pages named.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { busyMonth, measureBusyMonth, routeBusyMonth } from './busy-month.ts';
import { type MonthRender, measureMonthRenders } from './calendar-render.ts';
import { type FirstVisit, forgetVisits, measureFirstVisit, medianVisit } from './first-visit.ts';
import { type LighthouseRow, runLighthouse, THROTTLING } from './lighthouse.ts';
import { freePort, startGroup, stop, waitForUrl } from './processes.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const OWNER = { email: 'owner@example.com', password: 'Owner#2026' };
const CALENDAR_PROPERTY = 'Marina Gate 1204';
const TARGETS = { score: 95, cls: 0.02, renderMs: 50 };
/** "Next month" clicks into the month with a stay and a task on every day (60 events). */
const BUSY_MONTH_RUNS = 10;
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];
/** What shows each page's own content drawn, for the first visits under applied throttling. */
const READY: Record<string, string> = {
  '/login': 'form button[type="submit"]',
  '/properties': '.property-card',
  '/calendar/{id}': '.month-grid--large',
  '/documents/statements/{id}': '.doc-item, .documents-page .empty-state',
};

function printBundleTable(): void {
  if (!existsSync(join(ROOT, 'apps/web/dist/index.html'))) {
    console.info('apps/web/dist is missing: building the web app');
    spawnSync('npm', ['run', '-s', 'build'], { cwd: ROOT, stdio: 'inherit' });
  }
  console.info(
    '\nJavaScript per route (gzipped, first visit; budgets from the route table, apps/web/src/config/paths.ts)',
  );
  spawnSync('node', ['apps/web/scripts/bundle-budgets.mjs', '--report'], { cwd: ROOT, stdio: 'inherit' });
}

interface OwnerProperty {
  id: number;
  nickname: string;
  time_zone: string;
}

async function ownerProperties(base: string): Promise<OwnerProperty[]> {
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: OWNER.email, password: OWNER.password }),
  });
  const { token, user } = (await login.json()) as { token: string; user: { userId: number } };
  const authorization = `Basic ${Buffer.from(`${user.userId}:${token}`).toString('base64')}`;
  const response = await fetch(`${base}/api/properties`, { headers: { authorization } });
  return ((await response.json()) as { properties: OwnerProperty[] }).properties;
}

const median = (rows: LighthouseRow[]): LighthouseRow => {
  const scored = rows.filter((row) => row.score !== null).sort((a, b) => (a.score ?? 0) - (b.score ?? 0));
  return (
    scored[Math.floor(scored.length / 2)] ??
    rows[0] ?? { page: '?', score: null, lcpMs: null, tbtMs: null, cls: null, jsKiB: null }
  );
};

const fixed = (value: number | null, digits = 0) => (value === null ? '–' : value.toFixed(digits));

function printLighthouse(rows: LighthouseRow[], runs: number): void {
  console.info(`\nLighthouse 12.8.2, mobile emulation, ${THROTTLING} throttling, median of ${runs} run(s) by score`);
  console.info(`targets: score ≥ ${TARGETS.score}, CLS ≤ ${TARGETS.cls}`);
  console.info('page                      score  LCP ms  TBT ms    CLS  JS KiB  verdict');
  for (const row of rows) {
    const isMet = row.score !== null && row.score >= TARGETS.score && row.cls !== null && row.cls <= TARGETS.cls;
    const shifted = row.shifted ? ` (most shifted: ${row.shifted})` : '';
    const verdict = row.error ? `error: ${row.error}` : isMet ? 'met' : `missed${shifted}`;
    console.info(
      `${row.page.padEnd(24)}  ${fixed(row.score).padStart(5)}  ${fixed(row.lcpMs).padStart(6)}  ${fixed(row.tbtMs).padStart(6)}  ${fixed(row.cls, 3).padStart(5)}  ${fixed(row.jsKiB, 1).padStart(6)}  ${verdict}`,
    );
  }
}

function printFirstVisits(rows: FirstVisit[], runs: number): void {
  console.info(`\nFirst visit under applied throttling (150 ms RTT, 1.6 Mbit/s, CPU 4×), median of ${runs} run(s)`);
  console.info('page                      FCP ms  LCP ms  content ms  long tasks beyond 50 ms');
  for (const row of rows) {
    const cells = [row.fcpMs, row.lcpMs, row.contentMs].map((value, i) => fixed(value).padStart(i === 2 ? 10 : 6));
    console.info(`${row.page.padEnd(24)}  ${cells.join('  ')}  ${fixed(row.blockingMs).padStart(23)}`);
  }
}

/** Median and worst render, in ms. */
function spread(renders: MonthRender[]): { median: number; worst: number } {
  const sorted = renders.map((row) => row.renderMs).sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)] ?? Number.NaN, worst: sorted.at(-1) ?? Number.NaN };
}

function printRenders(renders: (MonthRender & { property: string })[]): void {
  const { median, worst } = spread(renders);
  console.info(`\nCalendar month render after "Next month", target ≤ ${TARGETS.renderMs} ms (busiest months first)`);
  console.info('property            month               events  render ms  renders  click→drawn ms  verdict');
  for (const row of [...renders].sort((a, b) => b.events - a.events).slice(0, 8)) {
    const verdict = row.renderMs <= TARGETS.renderMs ? 'met' : 'missed';
    const cells = [
      row.property.slice(0, 18).padEnd(18),
      row.month.padEnd(18),
      String(row.events).padStart(6),
      row.renderMs.toFixed(1).padStart(9),
      String(row.renders).padStart(7),
      String(row.clickToDrawnMs).padStart(13),
    ];
    console.info(`${cells.join('  ')}  ${verdict}`);
  }
  console.info(`${renders.length} months: median ${median.toFixed(1)} ms, worst ${worst.toFixed(1)} ms`);
}

function printBusyMonth(property: string, renders: (MonthRender & { ownDayEvents: number })[]): void {
  const { median, worst } = spread(renders);
  const events = Math.min(...renders.map((row) => row.ownDayEvents));
  const inGrid = Math.min(...renders.map((row) => row.events));
  const verdict = (ms: number) => (ms <= TARGETS.renderMs ? 'met' : 'missed');
  console.info(`\nBusy month (a stay and a task every day, API answers rewritten), target ≤ ${TARGETS.renderMs} ms`);
  console.info(
    `${property}, ${renders[0]?.month ?? '?'}: ${events} events (chips) on the month's own days, ${inGrid} in the grid (fewest of the runs)`,
  );
  console.info(
    `${renders.length} clicks on "Next month": median ${median.toFixed(1)} ms (${verdict(median)}), worst ${worst.toFixed(1)} ms (${verdict(worst)})`,
  );
  if (events < 60) console.info(`only ${events} events drawn: fewer than the 60 asked`);
}

/**
 * Lighthouse keeps the profile (--disable-storage-reset, for the session in localStorage), and with it the HTTP
 * cache and the service worker's precache: emptied before each run, so every page is measured as a first visit.
 */
async function forgetVisitsOf(port: number, origin: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const page = await (browser.contexts()[0] ?? (await browser.newContext())).newPage();
  const session = await page.context().newCDPSession(page);
  await forgetVisits(session, origin);
  await page.close();
  await browser.close();
}

export async function runWebBench(): Promise<void> {
  printBundleTable();
  const runs = Number(process.env.WEB_BENCH_RUNS ?? 3);
  const isLighthouse = process.env.WEB_BENCH_LIGHTHOUSE !== 'off';
  const work = mkdtempSync(join(tmpdir(), 'web-bench-'));
  const [appPort, chromePort] = [await freePort(), await freePort()];
  const base = `http://127.0.0.1:${appPort}`;
  const server = startGroup(
    join(ROOT, 'node_modules/.bin/tsx'),
    ['apps/server/src/main.ts'],
    {
      PORT: String(appPort),
      HOST: '127.0.0.1',
      DATA_DIR: join(work, 'data'),
      DATABASE_URL: '',
      PUBLIC_URL: base,
      LOG_LEVEL: 'warn',
      RATE_LIMITS: 'off',
    },
    ROOT,
  );
  const chrome = startGroup(
    '/usr/bin/chromium',
    [
      ...CHROME_FLAGS,
      `--remote-debugging-port=${chromePort}`,
      `--user-data-dir=${join(work, 'profile')}`,
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      'about:blank',
    ],
    {},
    ROOT,
  );
  try {
    await waitForUrl(`${base}/readyz`, 180_000);
    await waitForUrl(`http://127.0.0.1:${chromePort}/json/version`, 30_000);
    const properties = await ownerProperties(base);
    const calendarProperty = properties.find((p) => p.nickname === CALENDAR_PROPERTY) ?? properties[0];
    if (!calendarProperty) throw new Error('the demo owner has no property');
    const propertyId = calendarProperty.id;
    const pages: [string, string][] = [
      ['/properties', '/properties'],
      ['/calendar/{id}', `/calendar/${propertyId}`],
      ['/documents/statements/{id}', `/documents/statements/${propertyId}`],
    ];
    // WEB_BENCH_PAGES=/calendar/{id},/login measures only the pages named (all four when unset).
    const only = process.env.WEB_BENCH_PAGES?.split(',');
    const isMeasured = (page: string) => !only || only.includes(page);
    const lighthouse = async (page: string, path: string) => {
      const results: LighthouseRow[] = [];
      for (let i = 0; i < runs; i++) {
        await forgetVisitsOf(chromePort, base);
        results.push(await runLighthouse(page, `${base}${path}`, chromePort, work));
      }
      return median(results);
    };

    // Signed out first: a signed-in owner opening /login is sent on to /properties.
    const rows = isLighthouse && isMeasured('/login') ? [await lighthouse('/login', '/login')] : [];
    const visits: FirstVisit[] = [];
    const firstVisits = async (name: string, path: string) => {
      if (!isMeasured(name)) return;
      const driver = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
      const tab = await (driver.contexts()[0] ?? (await driver.newContext())).newPage();
      await tab.route('**/api/events', (route) => route.abort());
      const results: FirstVisit[] = [];
      for (let i = 0; i < runs; i++)
        results.push(await measureFirstVisit(tab, name, `${base}${path}`, READY[name] ?? 'main'));
      visits.push(medianVisit(name, results));
      await tab.close();
      await driver.close();
    };
    await firstVisits('/login', '/login');
    // Playwright signs in, then lets go of the browser: Lighthouse drives its own tab in the same profile.
    let browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
    const signIn = await (browser.contexts()[0] ?? (await browser.newContext())).newPage();
    await signIn.goto(`${base}/login`);
    await signIn.locator('input[type="email"]').fill(OWNER.email);
    await signIn.locator('input[autocomplete="current-password"]').fill(OWNER.password);
    await signIn.locator('form button[type="submit"]').click();
    await signIn.waitForURL(/\/properties/);
    await signIn.goto('about:blank');
    await browser.close();
    if (isLighthouse) {
      for (const [name, path] of pages) if (isMeasured(name)) rows.push(await lighthouse(name, path));
      printLighthouse(rows, runs);
    } else console.info('\nLighthouse skipped (WEB_BENCH_LIGHTHOUSE=off)');
    for (const [name, path] of pages) await firstVisits(name, path);
    printFirstVisits(visits, runs);

    // WEB_BENCH_RENDERS=off skips the month renders (Lighthouse alone).
    if (process.env.WEB_BENCH_RENDERS === 'off') return;
    browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
    const page = await (browser.contexts()[0] ?? (await browser.newContext())).newPage();
    // Every property of the demo owner, six months each: the busiest months show how the render grows with events.
    const renders: (MonthRender & { property: string })[] = [];
    for (const { nickname: property, id } of properties) {
      await page.goto(`${base}/calendar/${id}`);
      await page.locator('.month-grid--large').waitFor();
      await page.locator('.calendar-layout__main:not([aria-busy])').waitFor();
      for (const row of await measureMonthRenders(page, 6)) renders.push({ ...row, property });
    }
    printRenders(renders);

    const { nickname, time_zone: timeZone } = calendarProperty;
    const month = busyMonth(timeZone);
    await routeBusyMonth(page, month, propertyId, timeZone);
    printBusyMonth(nickname, await measureBusyMonth(page, `${base}/calendar/${propertyId}`, month, BUSY_MONTH_RUNS));
    await page.close();
    await browser.close();
  } catch (error) {
    console.error('web benchmark failed:', error instanceof Error ? error.message : error);
  } finally {
    await Promise.all([stop(chrome), stop(server)]);
    rmSync(work, { recursive: true, force: true, maxRetries: 3 });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await runWebBench();
  process.exit(0);
}
