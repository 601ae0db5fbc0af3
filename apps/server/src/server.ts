import { openDatabase } from '@portal/db';
import { seedDemo } from '@portal/db/seed';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import type { FaultInjector } from './http/faults.ts';
import { startJobs } from './jobs.ts';
import { dataDirProblem } from './lib/data-dir.ts';
import { secretBoxFromConfig } from './lib/secret-box.ts';
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
  const serverFile: ServerFileHandle | null = isEmbeddedOnDisk ? claimServerFile(config.DATA_DIR) : null;
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    onPoolError: (error) => console.warn('database connection lost', error.message),
  });
  await database.migrate();
  if (config.SEED_DEMO === 'auto') {
    const secrets = secretBoxFromConfig(config);
    const seeded = await seedDemo(database.db, now(), { seal: (value) => secrets.encrypt(value) });
    if (seeded) console.info('Loaded demo data (password for every demo owner: Owner#2026)');
  }
  const app = await buildApp({ config, database, faults: extras.faults, now });
  for (const plugin of extras.plugins ?? []) await app.register(plugin);
  const jobs = startJobs(() => app.runJobs(), app.log);
  const mailer = startMailer({ config, database, db: database.db, now }, app.log);

  let closing = false;
  async function shutdown(signal: string): Promise<void> {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await jobs.stop();
    await mailer.stop();
    await app.close();
    await database.close();
    serverFile?.remove();
    process.exit(0);
  }
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const address = app.server.address();
  if (serverFile && address && typeof address === 'object') serverFile.setPort(address.port);
  app.log.info(`Owner portal on ${config.publicUrl} (${database.kind})`);
}
