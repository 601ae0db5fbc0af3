import type { AdminLoginLinkResponse } from '@portal/contract';
import { openDatabase } from '@portal/db';
import type { Config } from '../config.ts';
import { mintAdminLoginLink } from '../modules/auth/admin-link.ts';
import { isProcessAlive, readServerFile } from '../modules/auth/server-file.ts';

export class CliError extends Error {}

const noOwner = (email: string) => new CliError(`No owner with the e-mail ${email}`);

async function mintDirect(config: Config, email: string, admin: string): Promise<AdminLoginLinkResponse> {
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await database.migrate();
    const minted = await mintAdminLoginLink(database.db, {
      email,
      admin,
      now: new Date(),
      publicUrl: config.publicUrl,
    });
    if (!minted) throw noOwner(email);
    return minted;
  } finally {
    await database.close();
  }
}

/** Asks the running server, which holds the embedded database, to mint the link (loopback, shared secret). */
async function mintThroughServer(
  port: number,
  secret: string,
  email: string,
  admin: string,
): Promise<AdminLoginLinkResponse> {
  let response: Response;
  try {
    response = await fetch(`http://127.0.0.1:${port}/api/internal/admin-login-link`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-internal-secret': secret },
      body: JSON.stringify({ email, admin }),
    });
  } catch (error) {
    throw new CliError(`The server on port ${port} did not answer (${(error as Error).message}); is it still running?`);
  }
  const body = (await response.json().catch(() => null)) as (AdminLoginLinkResponse & { detail?: string }) | null;
  if (response.ok && body?.link) return body;
  throw new CliError(body?.detail ?? `The server answered ${response.status}`);
}

/**
 * A single-use, 10-minute admin login link. With DATABASE_URL it writes to that database; on the embedded
 * database it goes through the server when one holds the data directory, else opens the directory itself.
 */
export async function loginLink(config: Config, email: string, admin: string): Promise<AdminLoginLinkResponse> {
  if (config.DATABASE_URL) return mintDirect(config, email, admin);
  const server = readServerFile(config.DATA_DIR);
  if (server && isProcessAlive(server.pid)) {
    if (server.port === null) throw new CliError('The server is still starting; try again in a moment.');
    return mintThroughServer(server.port, server.secret, email, admin);
  }
  return mintDirect(config, email, admin);
}
