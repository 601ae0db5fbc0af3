import { openDatabase } from '@portal/db';
import type { Config } from '../config.ts';
import { OperationError, type OperationName, runOperation } from '../modules/admin/operations.ts';
import { isProcessAlive, readServerFile } from '../modules/auth/server-file.ts';

export { OperationError as CliError };

async function runDirect(config: Config, name: OperationName, input: unknown): Promise<unknown> {
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await database.migrate();
    return await runOperation({ db: database.db, now: new Date(), config }, name, input);
  } finally {
    await database.close();
  }
}

/** Asks the running server, which holds the embedded database, to run the operation (loopback, shared secret). */
async function runThroughServer(port: number, secret: string, name: OperationName, input: unknown): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(`http://127.0.0.1:${port}/api/internal/admin-operation`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-internal-secret': secret },
      body: JSON.stringify({ operation: name, input }),
    });
  } catch (error) {
    throw new OperationError(
      `The server on port ${port} did not answer (${(error as Error).message}); is it still running?`,
    );
  }
  const body = (await response.json().catch(() => null)) as { result?: unknown; detail?: string } | null;
  if (response.ok && body && 'result' in body) return body.result;
  throw new OperationError(body?.detail ?? `The server answered ${response.status}`);
}

/**
 * Runs an admin operation. With DATABASE_URL it works on that database; on the embedded database it goes through
 * the server when one holds the data directory, else opens the directory itself (decision 010).
 */
export async function runAdminOperation(config: Config, name: OperationName, input: unknown): Promise<unknown> {
  if (config.DATABASE_URL) return runDirect(config, name, input);
  const server = readServerFile(config.DATA_DIR);
  if (server && isProcessAlive(server.pid)) {
    if (server.port === null) throw new OperationError('The server is still starting; try again in a moment.');
    return runThroughServer(server.port, server.secret, name, input);
  }
  return runDirect(config, name, input);
}
