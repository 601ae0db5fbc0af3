import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface LighthouseRow {
  page: string;
  score: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  jsKiB: number | null;
  error?: string;
}

interface Audit {
  numericValue?: number;
}
interface Report {
  categories: { performance: { score: number | null } };
  audits: Record<string, Audit & { details?: { items?: { resourceType?: string; transferSize?: number }[] } }>;
}

const LIGHTHOUSE = 'lighthouse@12.8.2';

/**
 * One Lighthouse run (mobile emulation, simulated throttling: its defaults) on `url` in the Chromium listening on
 * `port`, whose profile already holds the signed-in session (hence --disable-storage-reset).
 */
export function runLighthouse(page: string, url: string, port: number, outDir: string): LighthouseRow {
  const output = join(outDir, `${page.replace(/[^a-z0-9]+/gi, '_')}.json`);
  const result = spawnSync(
    'npx',
    [
      '-y',
      LIGHTHOUSE,
      url,
      `--port=${port}`,
      '--only-categories=performance',
      '--disable-storage-reset',
      '--output=json',
      `--output-path=${output}`,
      '--quiet',
    ],
    { encoding: 'utf8', env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' }, timeout: 180_000 },
  );
  if (result.status !== 0) {
    const error = (result.stderr || result.error?.message || 'failed').trim().split('\n').slice(-3).join(' ');
    return { page, score: null, lcpMs: null, tbtMs: null, cls: null, jsKiB: null, error };
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
  };
}
