import autocannon from 'autocannon';

export const CONNECTIONS = 50;
/** Seconds of load per call (BENCH_SECONDS), after a one-second warm-up. */
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** A body made per request (e.g. the next account of a rotation), instead of `body`. */
  nextBody?: () => unknown;
  /** Headers of this request besides the session's (e.g. a browser's Accept-Encoding). */
  headers?: Record<string, string>;
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  total: number;
  /** Answers that were not 2xx, and connection errors or timeouts: a call that fails is not a fast call. */
  failed: number;
  /** The status codes of the failed answers, e.g. "503×12". */
  failures: string;
}

/** autocannon at 50 connections over loopback; each connection cycles through `requests`. */
export async function load(
  url: string,
  requests: LoadRequest[],
  headers: Record<string, string>,
  connections = CONNECTIONS,
): Promise<LoadResult> {
  const json = { ...headers, 'content-type': 'application/json' };
  const shaped = requests.map(({ method, path, body, nextBody, headers: own }) => ({
    method,
    path,
    ...(own ? { headers: { ...headers, ...own } } : {}),
    ...(body === undefined ? {} : { body: JSON.stringify(body), headers: json }),
    ...(nextBody
      ? {
          headers: json,
          setupRequest: (request: { path: string }) => ({ ...request, body: JSON.stringify(nextBody()) }),
        }
      : {}),
  }));
  const options = { url, connections, headers, requests: shaped };
  await autocannon({ ...options, duration: 1 });
  const result = await autocannon({ ...options, duration: SECONDS });
  return {
    rps: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    failed: result.non2xx + result.errors + result.timeouts,
    failures: Object.entries(result.statusCodeStats)
      .filter(([code]) => !code.startsWith('2'))
      .map(([code, stats]) => `${code}×${stats.count}`)
      .concat(result.errors > 0 ? [`errors×${result.errors}`] : [])
      .join(' '),
  };
}
