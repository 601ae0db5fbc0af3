import type { App } from '../apps/server/src/types.ts';

export interface Latency {
  label: string;
  count: number;
  p50: number;
  p95: number;
  p99: number;
  mean: number;
}

export interface Call {
  method: 'GET' | 'POST';
  url: string;
  payload?: Record<string, unknown>;
}

export interface Target {
  app: App;
  headers: Record<string, string>;
  next: (i: number) => Call;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

function summarize(label: string, timings: number[]): Latency {
  const sorted = [...timings].sort((a, b) => a - b);
  const mean = timings.reduce((sum, t) => sum + t, 0) / timings.length;
  return {
    label,
    count: timings.length,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    mean,
  };
}

async function timeOne(target: Target, i: number, label: string): Promise<number> {
  const call = target.next(i);
  const started = process.hrtime.bigint();
  const response = await target.app.inject({
    method: call.method,
    url: call.url,
    headers: target.headers,
    payload: call.payload,
  });
  const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
  if (response.statusCode !== 200)
    throw new Error(`${label}: ${call.url} answered ${response.statusCode} ${response.body}`);
  return elapsed;
}

/**
 * Times the same call on several data sets in alternating rounds, so a busy moment on a shared machine hits all
 * of them alike. Requests run one at a time through the whole Fastify stack (inject: no socket).
 */
export async function measureAlternating(label: string, targets: Target[], rounds = 10, perRound = 25, warmUp = 25) {
  const timings = targets.map(() => [] as number[]);
  for (const target of targets) for (let i = 0; i < warmUp; i++) await timeOne(target, i, label);
  for (let round = 0; round < rounds; round++) {
    for (const [index, target] of targets.entries()) {
      for (let i = 0; i < perRound; i++) timings[index]?.push(await timeOne(target, round * perRound + i, label));
    }
  }
  return timings.map((t) => summarize(label, t));
}

export function formatRow(l: Latency): string {
  const ms = (v: number) => `${v.toFixed(2).padStart(7)} ms`;
  return `${l.label.padEnd(40)} p50 ${ms(l.p50)}  p95 ${ms(l.p95)}  p99 ${ms(l.p99)}  mean ${ms(l.mean)}`;
}
