import { readFile } from 'node:fs/promises';
import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import type { AdminLoginLinkResponse } from '@portal/contract';
import type { ImportReport } from '@portal/contract/import';
import type { OutboxEntry } from '@portal/contract/staff';
import { loadConfig } from '../config.ts';
import { BackupError, backupEmbedded, restoreEmbedded } from './backup.ts';
import { formatImportReport, formatOutbox, formatOutboxMessage } from './format.ts';
import { CliError, runAdminOperation } from './run-operation.ts';

const USAGE = `Usage: npm run admin -- <command> [options]

  login-link <owner e-mail> [--admin "Your Name"]
      prints a single-use link (valid 10 minutes) that signs you in as the owner.
      --admin names you in the audit log (default: your system user name).
  outbox [--state pending|failing|sent] [--limit N]
      lists the newest e-mails with their delivery state, attempts and last error.
  outbox <id>
      prints one e-mail with its text (where a reset link is read when SMTP_URL is not set).
  create-staff <e-mail> --name "Full Name" --password P [--language en|ru|ar]
      creates a staff account for the console at /staff.
  reset-second-factor <staff e-mail> [--admin "Your Name"]
      removes a staff member's second factor (authenticator app or passkey) and recovery codes and ends their
      sessions: they enrol a new one at the next sign-in. Audited under --admin (default: your system user name).
  create-owner <e-mail> --name "Full Name" --password P [--status guesty|pordal|both] [--language en|ru|ar]
               [--permanent]
      creates an owner; the password is temporary (changed at the first sign-in) unless --permanent.
  import <FILE.json>
      loads owners, properties, reservations and owner blocks (docs/import.md) in one transaction: a bad record
      refuses the whole file, naming the record; importing the same file again changes nothing.
  remove-demo
      removes the demo accounts (published passwords) with all their data, and the demo staff account; a server
      in production (NODE_ENV=production) refuses to start while they exist.
  backup <file>
      writes the embedded database to a gzipped tar (stop the server first; PostgreSQL: pg_dump).
  restore <file>
      replaces the embedded database with a backup; the current one is kept beside it.`;

const OPTIONS = {
  admin: { type: 'string' },
  state: { type: 'string' },
  limit: { type: 'string' },
  name: { type: 'string' },
  password: { type: 'string' },
  language: { type: 'string' },
  status: { type: 'string' },
  permanent: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

class UsageError extends Error {}

function single(args: string[]): string {
  const [value, ...rest] = args;
  if (!value || rest.length > 0) throw new UsageError('expected exactly one argument');
  return value;
}

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true });
  if (values.help) {
    console.info(USAGE);
    return 0;
  }
  const [command, ...args] = positionals;
  const config = loadConfig();
  switch (command) {
    case 'login-link': {
      const admin = values.admin?.trim() || userInfo().username || 'admin';
      const minted = (await runAdminOperation(config, 'login-link', {
        email: single(args),
        admin,
      })) as AdminLoginLinkResponse;
      console.info(minted.link);
      console.error(
        `Single use, valid until ${minted.expiresAt}. Signed in as the owner, actions are logged as "${admin}".`,
      );
      return 0;
    }
    case 'outbox': {
      if (args.length > 1) throw new UsageError('outbox takes at most one message id');
      const id = args[0] === undefined ? undefined : Number(args[0]);
      const limit = values.limit === undefined ? undefined : Number(values.limit);
      const result = (await runAdminOperation(config, 'outbox', { id, state: values.state, limit })) as {
        messages?: OutboxEntry[];
        message?: OutboxEntry & { bodyText: string };
      };
      console.info(result.message ? formatOutboxMessage(result.message) : formatOutbox(result.messages ?? []));
      return 0;
    }
    case 'create-staff': {
      const input = { email: single(args), name: values.name, password: values.password, language: values.language };
      const created = (await runAdminOperation(config, 'create-staff', input)) as { id: number; email: string };
      console.info(`Staff member ${created.email} created (id ${created.id}); they sign in at /staff.`);
      return 0;
    }
    case 'reset-second-factor': {
      const operator = values.admin?.trim() || userInfo().username || 'admin';
      const reset = (await runAdminOperation(config, 'reset-second-factor', { email: single(args), operator })) as {
        email: string;
        hadSecondFactor: boolean;
      };
      console.info(
        reset.hadSecondFactor
          ? `The second factor of ${reset.email} was reset; they set up a new one at the next sign-in.`
          : `${reset.email} had no second factor yet; they set one up at the next sign-in.`,
      );
      return 0;
    }
    case 'create-owner': {
      const input = {
        email: single(args),
        name: values.name,
        password: values.password,
        loginStatus: values.status,
        language: values.language,
        temporary: !values.permanent,
      };
      const created = (await runAdminOperation(config, 'create-owner', input)) as { id: number; email: string };
      console.info(`Owner ${created.email} created (id ${created.id}).`);
      return 0;
    }
    case 'import': {
      const file = single(args);
      let data: unknown;
      try {
        data = JSON.parse(await readFile(file, 'utf8'));
      } catch (error) {
        throw new CliError(`${file}: ${(error as Error).message}`);
      }
      const report = (await runAdminOperation(config, 'import', data)) as ImportReport;
      console.info(formatImportReport(report));
      return 0;
    }
    case 'remove-demo': {
      if (args.length > 0) throw new UsageError('remove-demo takes no argument');
      const removed = (await runAdminOperation(config, 'remove-demo', {})) as { owners: string[]; staff: string[] };
      const names = [...removed.owners, ...removed.staff];
      console.info(
        names.length === 0
          ? 'No demo account here.'
          : `Removed ${removed.owners.length} demo owner(s) with their data and ${removed.staff.length} demo staff account(s): ${names.join(', ')}.`,
      );
      return 0;
    }
    case 'backup': {
      const bytes = await backupEmbedded(config, single(args));
      console.info(`Backed up ${config.DATA_DIR} to ${args[0]} (${bytes} bytes).`);
      return 0;
    }
    case 'restore': {
      const kept = await restoreEmbedded(config, single(args));
      console.info(`Restored ${args[0]} into ${config.DATA_DIR}; the previous database is kept in ${kept}.`);
      return 0;
    }
    default:
      throw new UsageError(command ? `unknown command ${command}` : 'no command');
  }
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  const isUsageError =
    error instanceof UsageError || String((error as NodeJS.ErrnoException).code ?? '').startsWith('ERR_PARSE_ARGS');
  console.error(
    error instanceof CliError || error instanceof BackupError
      ? error.message
      : isUsageError
        ? `${(error as Error).message}\n\n${USAGE}`
        : error,
  );
  process.exitCode = isUsageError ? 2 : 1;
}
