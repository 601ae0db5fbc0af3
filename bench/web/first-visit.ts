import type { CDPSession, Page } from '@playwright/test';

/**
 * First visits under applied throttling (decision 063): Chromium itself slowed to Lighthouse's mobile settings (150 ms
 * round trip, 1.6 Mbit/s down, 750 kbit/s up, CPU 4× slower) over CDP, as a phone would load the page. Lighthouse's
 * default (simulated) throttling estimates the same from an unthrottled load; its TBT counts only what runs after the
 * first paint, so a page that paints earlier can score lower while it is faster. This reads what happened instead.
 */
export interface FirstVisit {
  page: string;
  /** First contentful paint, ms from navigation. */
  fcpMs: number;
  /** Largest contentful paint, ms. */
  lcpMs: number;
  /** The page's own content drawn (its `ready` selector visible), ms. */
  contentMs: number;
  /** Sum over long tasks of their time beyond 50 ms, all load long (not only after the first paint), ms. */
  blockingMs: number;
}

const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/**
 * Runs in the page before its own scripts (long tasks are only reported to an observer already listening). Written as
 * browser JavaScript text: this package is type-checked against Node's library, not the DOM's.
 */
const OBSERVE = `if (!window.__firstVisit) {
  const seen = { lcpMs: NaN, blockingMs: 0 };
  window.__firstVisit = seen;
  const onPaint = (entries) => {
    for (const entry of entries) seen.lcpMs = entry.startTime;
  };
  const paints = new PerformanceObserver((list) => onPaint(list.getEntries()));
  paints.observe({ type: 'largest-contentful-paint', buffered: true });
  seen.takePaints = () => onPaint(paints.takeRecords());
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.blockingMs += Math.max(0, entry.duration - 50);
  }).observe({ type: 'longtask', buffered: true });
}`;

const READ = `({
  fcpMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
  contentMs: performance.now(),
  blockingMs: window.__firstVisit.blockingMs,
})`;

/**
 * The largest paint so far, once the browser has reported one: a page whose content is its first paint (the sign-in
 * page) had none reported yet when its content appeared, as the paint's time comes back from the compositor after the
 * frame, and printed NaN.
 */
const PAINTED = `(window.__firstVisit.takePaints(), !Number.isNaN(window.__firstVisit.lcpMs))`;

/**
 * Empties what would make a visit to `origin` not a first one, keeping the signed-in session (localStorage): the HTTP
 * cache, and the service worker with its precache (decision 096), which otherwise answers every script of a
 * signed-in page from Cache Storage after the first one.
 */
export async function forgetVisits(session: CDPSession, origin: string): Promise<void> {
  await session.send('Network.clearBrowserCache');
  await session.send('Storage.clearDataForOrigin', { origin, storageTypes: 'cache_storage,service_workers' });
}

/** Opens `url` with an empty HTTP cache in the throttled tab and reads its paints once `ready` is visible. */
export async function measureFirstVisit(page: Page, name: string, url: string, ready: string): Promise<FirstVisit> {
  const session = await page.context().newCDPSession(page);
  try {
    await page.goto('about:blank');
    await session.send('Network.enable');
    await forgetVisits(session, new URL(url).origin);
    await session.send('Network.emulateNetworkConditions', NETWORK);
    await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(OBSERVE);
    await page.goto(url);
    await page.locator(ready).first().waitFor({ timeout: 60_000 });
    const read = (await page.evaluate(READ)) as Omit<FirstVisit, 'page' | 'lcpMs'>;
    await page.waitForFunction(PAINTED, undefined, { timeout: 5_000 }).catch(() => undefined);
    const lcpMs = (await page.evaluate('window.__firstVisit.lcpMs')) as number;
    return { page: name, ...read, lcpMs };
  } finally {
    await session.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await session.send('Network.emulateNetworkConditions', {
      ...NETWORK,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await session.detach();
  }
}

/** The median of each figure over `runs` (each figure on its own). */
export function medianVisit(page: string, runs: FirstVisit[]): FirstVisit {
  const median = (key: Exclude<keyof FirstVisit, 'page'>) => {
    const sorted = runs.map((run) => run[key]).sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
  };
  return {
    page,
    fcpMs: median('fcpMs'),
    lcpMs: median('lcpMs'),
    contentMs: median('contentMs'),
    blockingMs: median('blockingMs'),
  };
}
