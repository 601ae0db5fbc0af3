import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
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

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs pending migrations from packages/db/migrations, then stores the shipped survey definitions. */
  migrate(): Promise<void>;
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
}

// Found through the package, not this file's place: the compiled server (apps/server/dist) bundles this module.
export const MIGRATIONS_FOLDER = join(
  dirname(createRequire(import.meta.url).resolve('@portal/db/package.json')),
  'migrations',
);

export interface DatabaseOptions {
  /** postgres://… to use a server; otherwise an embedded PGlite database. */
  url?: string | undefined;
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
    // Everything the server stores is an instant; a fixed session zone keeps date math stable.
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // A database that stops answering fails a request in seconds (503) instead of holding it.
      connectionTimeoutMillis: 5_000,
      options: '-c TimeZone=UTC',
    });
    // An idle client losing its connection (a server restart, a dropped database) must not crash the process;
    // the pool discards it and the next query opens a new one.
    pool.on('error', (error) => {
      options.onPoolError?.(error);
    });
    prepareReads(pool);
    const db = drizzleNodePg(pool, { schema }) as unknown as Db;
    const listener = createPgListener(options.url, options.onPoolError);
    return {
      db,
      kind: 'postgres',
      migrate: async () => {
        await migrateNodePg(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
        await ensureSurveyDefinitions(db);
      },
      ping: async () => {
        await pool.query('SELECT 1');
      },
      listen: (channel, handler) => listener.listen(channel, handler),
      close: async () => {
        await listener.close();
        await pool.end();
      },
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
      await migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
      await ensureSurveyDefinitions(db);
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
