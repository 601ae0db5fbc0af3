import { type Db, openDatabase } from '@portal/db';
import { seedDemo } from '@portal/db/seed';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics } from 'prom-client';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import type { FaultInjector } from './http/faults.ts';
import { type MetricsServer, startMetricsServer } from './http/metrics-server.ts';
import { startJobs } from './jobs.ts';
import { dataDirProblem } from './lib/data-dir.ts';
import { missingSharedKey, secretBoxFromConfig } from './lib/secret-box.ts';
import { demoAccountsIn, hasStaffAccount } from './modules/admin/demo-accounts.ts';
import { claimServerFile, type ServerFileHandle } from './modules/auth/server-file.ts';
import { startMailer } from './modules/mail/worker.ts';

/** Only the journeys' own entry (e2e/support/server.ts) passes these; main.ts passes nothing. */
export interface ServerExtras {
  faults?: FaultInjector;
  /** Plugins registered before listening: test-only routes (http/route-guard.ts testOnlyRoutes). */
  plugins?: ((app: FastifyInstance) => Promise<void>)[];
  /** The server's clock: the journeys run it from a chosen day (E2E_CLOCK_OFFSET_MS) to prove any date works. */
  now?: () => Date;
}

/** What an operator reads when a production start finds the demo's accounts (decision 072). */
export function demoAccountsRefusal(emails: readonly string[]): string {
  return [
    `Refusing to start in production (NODE_ENV=production): this database holds the demo accounts ${emails.join(', ')},`,
    'whose passwords are published in the README (and the demo staff account can sign in as any owner).',
    'Remove them with all their data:   npm run admin -- remove-demo',
    'or, for a trial installation only, allow them:   ALLOW_DEMO_ACCOUNTS=yes',
  ].join('\n');
}

export const FIRST_STAFF_HINT =
  'No staff account yet. Create the first one (the console is at /staff): ' +
  `npm run admin -- create-staff you@company.example --name "Your Name" --password '<a strong password>'`;

async function sessionTimeZone(db: Db): Promise<string | undefined> {
  const result = (await db.execute(sql`SELECT current_setting('TimeZone') AS zone`)) as unknown as {
    rows: { zone: string }[];
  };
  return result.rows[0]?.zone;
}

/** Starts the server as production runs it: config, migrations, demo data, jobs, mailer, graceful shutdown. */
export async function startServer(extras: ServerExtras = {}): Promise<void> {
  const config = loadConfig();
  const now = extras.now ?? (() => new Date());
  // The embedded database belongs to one process: server.json tells the admin CLI to ask us instead of opening it.
  const isEmbeddedOnDisk = !config.DATABASE_URL && !config.DATA_DIR.startsWith('memory://');
  if (isEmbeddedOnDisk) {
    const problem = dataDirProblem(config.DATA_DIR);
    if (problem) {
      console.error(problem);
      process.exit(1);
    }
  }
  const keyProblem = missingSharedKey(config);
  if (keyProblem) {
    console.error(keyProblem);
    process.exit(1);
  }
  const serverFile: ServerFileHandle | null = isEmbeddedOnDisk ? claimServerFile(config.DATA_DIR) : null;
  const database = await openDatabase({
    url: config.DATABASE_URL,
    directUrl: config.DATABASE_DIRECT_URL,
    poolSize: config.DATABASE_POOL_SIZE,
    dataDir: config.DATA_DIR,
    onPoolError: (error) => console.warn('database connection lost', error.message),
  });
  const migrated = await database.migrate();
  let isSeeded = false;
  if (config.seedsDemo) {
    const secrets = secretBoxFromConfig(config);
    isSeeded = await seedDemo(database.db, now(), { seal: (value) => secrets.encrypt(value) });
  }
  if (config.isProduction && config.ALLOW_DEMO_ACCOUNTS !== 'yes') {
    const demo = await demoAccountsIn(database.db);
    if (demo.length > 0) {
      console.error(demoAccountsRefusal(demo));
      await database.close();
      serverFile?.remove();
      process.exit(1);
    }
  }
  const app = await buildApp({ config, database, faults: extras.faults, now });
  for (const plugin of extras.plugins ?? []) await app.register(plugin);
  app.log.info(
    { applied: migrated.applied, waitedMs: migrated.waitedMs },
    migrated.applied > 0 ? `Applied ${migrated.applied} migrations` : 'Database schema up to date',
  );
  if (isSeeded) app.log.info('Loaded demo data (password for every demo owner: Owner#2026)');
  if (!(await hasStaffAccount(database.db))) app.log.warn(FIRST_STAFF_HINT);
  if (config.DATABASE_DIRECT_URL) {
    // Behind a pooler the session zone is the database's own: the start-up option that sets it is refused there.
    const zone = await sessionTimeZone(database.db);
    if (zone !== 'UTC' && zone !== 'Etc/UTC') {
      app.log.warn(`The database's time zone is ${zone}; set it to UTC: ALTER DATABASE <name> SET timezone TO 'UTC'`);
    }
  }
  collectDefaultMetrics({ register: app.metrics.registry });
  const jobs = startJobs(() => app.runJobs(), app.log);
  const mailer = startMailer({ config, database, db: database.db, now }, app.log, app.metrics.mailDelivered);
  let metricsServer: MetricsServer | null = null;

  let closing = false;
  async function shutdown(signal: string): Promise<void> {
    if (closing) return;
    closing = true;
    // Past the limit the process goes anyway: a request that never ends must not keep a deployment waiting.
    setTimeout(() => {
      app.log.error({ timeoutMs: config.SHUTDOWN_TIMEOUT_MS }, 'shutdown took too long; exiting now');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS).unref();
    app.log.info({ signal }, 'shutting down: /readyz answers 503, requests under way finish');
    await app.drain();
    await Promise.all([jobs.stop(), mailer.stop(), app.close(), metricsServer?.close()]);
    await database.close();
    serverFile?.remove();
    process.exit(0);
  }
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const address = app.server.address();
  if (serverFile && address && typeof address === 'object') serverFile.setPort(address.port);
  if (config.METRICS_PORT !== undefined) {
    metricsServer = await startMetricsServer(app.metrics.registry, {
      port: config.METRICS_PORT,
      host: config.METRICS_HOST ?? config.HOST,
      token: config.METRICS_TOKEN,
    });
    app.log.info(`Metrics on http://${config.METRICS_HOST ?? config.HOST}:${metricsServer.port}/metrics`);
  }
  app.log.info(`Owner portal on ${config.publicUrl} (${database.kind})`);
}
