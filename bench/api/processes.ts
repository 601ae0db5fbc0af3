import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const READY_TIMEOUT_MS = 120_000;

export interface RunningServer {
  url: string;
  /** Milliseconds from spawn to the first answer of /readyz. */
  startMs: number;
  stop(): Promise<void>;
}

/** A port nothing listens on now (the kernel's pick), for a child to listen on. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The node arguments of `npm run serve` (package.json): `tsx file` runs as `node --import tsx file`, `node …` as is,
 * so the child is the production start without npm in between. `npm run bench` builds the server first.
 */
export function serveCommand(): string[] {
  const scripts = JSON.parse(readFileSync(`${ROOT}/package.json`, 'utf8')).scripts as Record<string, string>;
  // BENCH_SERVE="tsx apps/server/src/main.ts" compares another start with the same figures.
  const serve = process.env.BENCH_SERVE ?? scripts.serve ?? '';
  const [runner, ...rest] = serve.split(' ');
  if (runner === 'tsx') return ['--import', 'tsx', ...rest];
  if (runner === 'node') return rest;
  throw new Error(`bench/api does not know how to run "${serve}"`);
}

async function waitReady(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`server not ready after ${READY_TIMEOUT_MS} ms:\n${output()}`);
}

/** Starts `node …args` in a process group of its own and waits until `readyPath` answers 2xx. */
export async function startProcess(
  args: string[],
  env: Record<string, string>,
  readyPath: string,
  nodeOptions: string[] = [],
): Promise<RunningServer> {
  const port = await freePort();
  const started = Date.now();
  const child = spawn(process.execPath, [...nodeOptions, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    // Its own group, so stopping it stops whatever it started too.
    detached: true,
    // stdout (the request log) is read and dropped, as a log shipper would; stderr is kept for errors.
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stdout?.resume();
  child.stderr?.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-4000);
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM');
    const kill = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 10_000);
    await exited;
    clearTimeout(kill);
  };
  try {
    await waitReady(`${url}${readyPath}`, child, () => errors);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, startMs: Date.now() - started, stop };
}
