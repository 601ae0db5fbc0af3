import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';

export interface LighthouseRow {
  page: string;
  score: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  jsKiB: number | null;
  /** The element whose move counted most toward CLS, if any. */
  shifted?: string;
  error?: string;
}

interface Audit {
  numericValue?: number;
}
interface Report {
  categories: { performance: { score: number | null } };
  audits: Record<
    string,
    Audit & { details?: { items?: { resourceType?: string; transferSize?: number; node?: { selector?: string } }[] } }
  >;
}

const LIGHTHOUSE = 'lighthouse@12.8.2';

/**
 * Lighthouse's throttling: `simulate` (its default, what the targets are judged by) or `devtools` (the CPU and network
 * slowed while the page loads, and what happened is measured). `WEB_BENCH_THROTTLING=devtools` runs the second, to tell
 * the page's own work from the simulation's reading of a machine whose two cores the server and the browser share.
 */
export const THROTTLING = process.env.WEB_BENCH_THROTTLING === 'devtools' ? 'devtools' : 'simulate';
const RUN_TIMEOUT_MS = 240_000;

/** Runs npx in its own process group and ends the whole group (npx's lighthouse child too) on timeout. */
function run(command: string, args: string[], timeoutMs: number): Promise<{ status: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const timer = setTimeout(() => {
      stderr += `\ntimed out after ${timeoutMs / 1000} s`;
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
    }, timeoutMs);
    child.on('error', (error) => {
      stderr += error.message;
    });
    child.on('close', (status) => {
      clearTimeout(timer);
      resolve({ status, stderr });
    });
  });
}

/**
 * One Lighthouse run (mobile emulation, simulated throttling unless THROTTLING says otherwise) on `url` in the Chromium listening on
 * `port`, whose profile already holds the signed-in session (hence --disable-storage-reset).
 */
export async function runLighthouse(page: string, url: string, port: number, outDir: string): Promise<LighthouseRow> {
  const output = join(outDir, `${page.replace(/[^a-z0-9]+/gi, '_')}.json`);
  const result = await run(
    'npx',
    [
      '-y',
      LIGHTHOUSE,
      url,
      `--port=${port}`,
      '--only-categories=performance',
      `--throttling-method=${THROTTLING}`,
      '--disable-storage-reset',
      // The live notification count is a Server-Sent Events stream that never ends, so the network is never quiet
      // and Lighthouse would wait out its 45 s limit; the page's own load is what is measured.
      '--blocked-url-patterns=*/api/events*',
      '--output=json',
      `--output-path=${output}`,
      '--quiet',
    ],
    RUN_TIMEOUT_MS,
  );
  if (result.status !== 0) {
    const error = (result.stderr || 'failed').trim().split('\n').slice(-2).join(' ');
    return { page, score: null, lcpMs: null, tbtMs: null, cls: null, jsKiB: null, error };
  }
  // WEB_BENCH_REPORTS=<dir> keeps every run's full report there, to read what the time went to.
  const keep = process.env.WEB_BENCH_REPORTS;
  if (keep) {
    mkdirSync(keep, { recursive: true });
    copyFileSync(output, join(keep, `${basename(output, '.json')}-${Date.now()}.json`));
  }
  const report = JSON.parse(readFileSync(output, 'utf8')) as Report;
  const value = (id: string) => report.audits[id]?.numericValue ?? null;
  const script = report.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script');
  return {
    page,
    score: report.categories.performance.score === null ? null : Math.round(report.categories.performance.score * 100),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    jsKiB: script?.transferSize === undefined ? null : script.transferSize / 1024,
    shifted: report.audits['layout-shifts']?.details?.items?.[0]?.node?.selector,
  };
}
