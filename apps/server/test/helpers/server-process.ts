import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { freePort } from './ports.ts';

const ROOT = resolve(import.meta.dirname, '../../../..');

/** The real server as a child process (apps/server/src/main.ts), as production starts it. */
export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code (null after a signal) when the process ends. */
  exited: Promise<number | null>;
  /** SIGKILL: no shutdown hook runs, as in a crash or an OOM kill. */
  kill9(): Promise<void>;
  /** SIGTERM: the graceful shutdown. */
  stop(): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolveExit) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolveExit();
    child.once('exit', () => resolveExit());
  });
}

/**
 * Starts the server with the given environment on a free port and resolves when it logs that it listens (no
 * polling, no sleeping); rejects with its output when it exits first.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  // One process (node with tsx's loader), not the tsx CLI, which runs the server in a child of its own: a SIGKILL
  // must reach the process that holds the database.
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      RATE_LIMITS: 'off',
      SMTP_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Both pipes are read for the child's whole life, so it never blocks on a full one.
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  await new Promise<void>((resolveStart, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Owner portal on')) resolveStart();
    });
    child.once('exit', (code, signal) =>
      reject(new Error(`server exited (${code ?? signal}) before listening:\n${output}`)),
    );
  });
  const exitCode = new Promise<number | null>((resolveExit) => {
    if (child.exitCode !== null || child.signalCode !== null) resolveExit(child.exitCode);
    else child.once('exit', (code) => resolveExit(code));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    exited: exitCode,
    async kill9() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop() {
      child.kill('SIGTERM');
      await exited(child);
    },
  };
}
