import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { CliError, loginLink } from './login-link.ts';

const USAGE = `Usage: npm run admin -- login-link <owner e-mail> [--admin "Your Name"]

  login-link   prints a single-use link (valid 10 minutes) that signs you in as the owner.
               --admin names you in the audit log (default: your system user name).`;

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    options: { admin: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    allowPositionals: true,
  });
  const [command, email, ...rest] = positionals;
  if (values.help) {
    console.info(USAGE);
    return 0;
  }
  if (command !== 'login-link' || !email || rest.length > 0) {
    console.error(USAGE);
    return 2;
  }
  const admin = values.admin?.trim() || userInfo().username || 'admin';
  const minted = await loginLink(loadConfig(), email, admin);
  console.info(minted.link);
  console.error(
    `Single use, valid until ${minted.expiresAt}. Signed in as the owner, actions are logged as "${admin}".`,
  );
  return 0;
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  const isUsageError = String((error as NodeJS.ErrnoException).code ?? '').startsWith('ERR_PARSE_ARGS');
  console.error(
    error instanceof CliError ? error.message : isUsageError ? `${(error as Error).message}\n\n${USAGE}` : error,
  );
  process.exitCode = isUsageError ? 2 : 1;
}
