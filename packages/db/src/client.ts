import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type ChannelHandler, createPgListener, type Unlisten } from './listen.ts';
import * as schema from './schema/index.ts';
import { ensureSurveyDefinitions } from './survey-definitions/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What a start's migration step did: how many migrations it applied, and how long it waited for another process. */
export interface MigrationResult {
  applied: number;
  waitedMs: number;
}

/** The pool's connections now (PostgreSQL): open, idle, requests waiting for one, and the ceiling. */
export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Runs pending migrations from packages/db/migrations, then stores the shipped survey definitions. On PostgreSQL it
   * holds an advisory lock meanwhile, so of several processes starting together one migrates and the others wait.
   */
  migrate(): Promise<MigrationResult>;
  /** Cheap liveness check used by /readyz. */
  ping(): Promise<void>;
  /**
   * LISTEN on a channel (NOTIFY … inside a transaction is delivered when it commits): one dedicated connection per
   * process on a server, the instance itself when embedded. Resolves once listening.
   */
  listen(channel: string, handler: ChannelHandler): Promise<Unlisten>;
  close(): Promise<void>;
  /** The embedded database's files as a gzipped tar (a consistent copy); PostgreSQL is backed up with pg_dump. */
  dump?(): Promise<Blob>;
  /** The pool's use (PostgreSQL only; /metrics). */
  poolUse?(): PoolUse;
}

// Found through the package, not this file's place: the compiled server (apps/server/dist) bundles this module.
export const MIGRATIONS_FOLDER = join(
  dirname(createRequire(import.meta.url).resolve('@portal/db/package.json')),
  'migrations',
);

export interface DatabaseOptions {
  /** postgres://… to use a server; otherwise an embedded PGlite database. */
  url?: string | undefined;
  /**
   * A direct connection when `url` goes through a pooler in transaction mode (PgBouncer, decision 073): LISTEN and the
   * migrations' advisory lock need a session of their own, and the pooled connections get no named statements.
   */
  directUrl?: string | undefined;
  /** PGlite data directory; 'memory://' for an in-memory database. */
  dataDir?: string;
  /** A PGlite data directory as a tar (from dumpDataDir) to start from; tests load their template this way. */
  loadDataDir?: Blob;
  /** Pool size for a server connection. */
  poolSize?: number;
  /** Told about errors of idle pooled connections (logged by the server). */
  onPoolError?: (error: Error) => void;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const isPooled = Boolean(options.directUrl);
    const max = options.poolSize ?? 10;
    const pool = new pg.Pool({
      connectionString: options.url,
      max,
      // A database that stops answering fails a request in seconds (503) instead of holding it.
      connectionTimeoutMillis: 5_000,
      // Everything the server stores is an instant; a fixed session zone keeps date math stable. A pooler in
      // transaction mode refuses this start-up option: there the zone is the database's (docs/deploy.md).
      ...(isPooled ? {} : { options: SESSION_OPTIONS }),
    });
    // An idle client losing its connection (a server restart, a dropped database) must not crash the process;
    // the pool discards it and the next query opens a new one.
    pool.on('error', (error) => {
      options.onPoolError?.(error);
    });
    // Behind a pooler in transaction mode consecutive statements may reach different server connections, where a
    // statement prepared on another one does not exist: every statement goes unnamed, those named at a call site too.
    if (isPooled) pool.on('connect', unnameStatements);
    else prepareReads(pool);
    const db = drizzleNodePg(pool, { schema }) as unknown as Db;
    const directUrl = options.directUrl ?? options.url;
    const listener = createPgListener(directUrl, options.onPoolError);
    return {
      db,
      kind: 'postgres',
      migrate: () => migrateUnderLock(directUrl),
      ping: async () => {
        await pool.query('SELECT 1');
      },
      listen: (channel, handler) => listener.listen(channel, handler),
      close: async () => {
        await listener.close();
        await pool.end();
      },
      poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
    };
  }
  const dataDir = options.dataDir ?? './data';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, {
    extensions: { btree_gist },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  await client.exec("SET TIME ZONE 'UTC'");
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      // The embedded database belongs to this process alone: nothing to wait for.
      const before = await appliedMigrations(db);
      await migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
      await ensureSurveyDefinitions(db);
      return { applied: (await appliedMigrations(db)) - before, waitedMs: 0 };
    },
    ping: async () => {
      await client.query('SELECT 1');
    },
    listen: async (channel, handler) => {
      const unlisten = await client.listen(channel, (payload) => handler.onNotify(payload));
      return () => unlisten();
    },
    dump: () => client.dumpDataDir('gzip'),
    close: () => client.close(),
  };
}

const SESSION_OPTIONS = '-c TimeZone=UTC';

/** The advisory lock a migrating process holds; the demo seed takes 8130001. */
export const MIGRATION_LOCK = 8130000;

async function appliedMigrations(db: Db): Promise<number> {
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
  const [table] = await rows(sql`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`);
  if (!table?.present) return 0;
  const [counted] = await rows(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`);
  return Number(counted?.n ?? 0);
}

/**
 * drizzle's migrator has no lock of its own: two processes starting on an empty database would both create the same
 * tables. The migrations run on a connection of their own that holds a session-level advisory lock (a direct one,
 * never through a pooler in transaction mode, where a session lock would not hold); whoever comes second waits, then
 * finds nothing left to apply.
 */
async function migrateUnderLock(url: string): Promise<MigrationResult> {
  const client = new pg.Client({ connectionString: url, options: SESSION_OPTIONS, application_name: 'portal-migrate' });
  await client.connect();
  try {
    const asked = Date.now();
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const waitedMs = Date.now() - asked;
    const db = drizzleNodePg(client, { schema }) as unknown as Db;
    const before = await appliedMigrations(db);
    await migrateNodePg(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    await ensureSurveyDefinitions(db);
    const applied = (await appliedMigrations(db)) - before;
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    return { applied, waitedMs };
  } finally {
    // Ending the session releases the lock too, if a migration failed before the unlock.
    await client.end();
  }
}

/** Statements that only read; their texts come from a bounded set of shapes (writes may not: multi-row inserts). */
const READ_STATEMENT = /^\s*(?:select|with)\b/i;

// Names already worked out, by text (a bounded set of shapes; emptied if it ever grows past this).
const preparedNames = new Map<string, string>();
const PREPARED_NAMES_MAX = 5_000;

/** The name a read statement is prepared under on each connection: the same text always gets the same name. */
export function preparedName(text: string): string {
  let name = preparedNames.get(text);
  if (name === undefined) {
    name = `r_${createHash('sha1').update(text).digest('base64url')}`;
    if (preparedNames.size >= PREPARED_NAMES_MAX) preparedNames.clear();
    preparedNames.set(text, name);
  }
  return name;
}

/**
 * Runs every read outside a transaction as a named prepared statement (decision 060): each pooled connection parses
 * and plans a statement text once, and afterwards only binds and executes it, instead of sending the text to be
 * parsed and planned on every request. Transactions run on their own client and are left as they are.
 */
function prepareReads(pool: pg.Pool): void {
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (config: unknown, ...rest: unknown[]) => {
    if (config !== null && typeof config === 'object') {
      const { name, text } = config as { name?: unknown; text?: unknown };
      if (!name && typeof text === 'string' && READ_STATEMENT.test(text)) {
        return query({ ...config, name: preparedName(text) }, ...rest);
      }
    }
    return query(config, ...rest);
  };
}

/** Sends a connection's statements unnamed (parsed with each execution) instead of as named prepared statements. */
function unnameStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (config: unknown, ...rest: unknown[]) => {
    // A plain query config (what drizzle passes), not one of pg's submittable Query objects.
    if (config !== null && typeof config === 'object' && 'name' in config && !('submit' in config)) {
      const { name: _name, ...unnamed } = config as Record<string, unknown>;
      return query(unnamed, ...rest);
    }
    return query(config, ...rest);
  };
}

/** SQLSTATE of an exclusion-constraint violation: two active stays overlap. */
export const EXCLUSION_VIOLATION = '23P01';
export const UNIQUE_VIOLATION = '23505';

export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  // drizzle wraps driver errors; the SQLSTATE sits on the error or its cause.
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
