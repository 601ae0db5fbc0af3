import { PassThrough } from 'node:stream';
import type { Database, Db, Tx, Unlisten } from '@portal/db';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../http/errors.ts';
import { countUnread } from './repo.ts';

/** The PostgreSQL channel whose payload is the id of an owner whose unread count may have changed. */
export const OWNER_CHANNEL = 'owner_notifications';

/**
 * Tells every server process that the owner's unread count may have changed. Called inside the write's transaction:
 * PostgreSQL delivers the notice when it commits, and never when it rolls back.
 */
export async function announceUnreadChanged(tx: Db | Tx, ownerId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_notify(${OWNER_CHANNEL}, ${String(ownerId)})`);
}

/** Starts a beat every so often and returns how to stop it; tests pass one they drive by hand. */
export type Heartbeat = (beat: () => void) => () => void;

export const HEARTBEAT_MS = 25_000;

/**
 * The most streams one owner holds open in one process. A browser reads the stream only from a visible tab, so more
 * than this means many devices or a script: the oldest stream is ended (its client reconnects later if it is still
 * shown), which keeps what one owner can hold of this process's memory and sockets bounded.
 */
export const MAX_STREAMS_PER_OWNER = 6;
export const intervalHeartbeat =
  (ms = HEARTBEAT_MS): Heartbeat =>
  (beat) => {
    const timer = setInterval(beat, ms);
    timer.unref();
    return () => clearInterval(timer);
  };

declare module 'fastify' {
  interface FastifyInstance {
    /** How many event streams this process holds open (tests wait for a closed one to be let go). */
    openEventStreams(): number;
  }
}

export interface OwnerEvents {
  /** A Server-Sent Events body for the owner: the unread count now, then each time it may have changed. */
  open(ownerId: number): Promise<PassThrough>;
  /** How many streams this process holds open (tests wait on it). */
  openStreams(): number;
  /**
   * Ends every stream with a reconnect hint and stops listening (on drain and in the app's preClose, so closing never
   * waits for a stream); later calls do nothing.
   */
  close(): Promise<void>;
}

const event = (unread: number) => `event: notifications\ndata: ${JSON.stringify({ unread })}\n\n`;
const KEEP_ALIVE = ': keep-alive\n\n';
/**
 * When the process shuts down each stream ends with SSE's `retry:`: the client reconnects after that many ms, by then
 * to another process. Spread over two seconds so a process's owners do not all come back in the same instant.
 */
const reconnectHint = (random = Math.random) => `retry: ${1000 + Math.floor(random() * 2000)}\n\n`;

/**
 * The owner's open streams in this process, fed by LISTEN on OWNER_CHANNEL (one listener connection per process),
 * so a notification written through any process reaches every stream. The map holds this process's connections
 * only; the state itself (the unread count) is read from the database each time.
 */
export function createOwnerEvents(deps: {
  database: Database;
  db: Db;
  heartbeat: Heartbeat;
  log: FastifyBaseLogger;
}): OwnerEvents {
  const streams = new Map<number, Set<PassThrough>>();
  // Per owner: a count is being read; `true` when another notice came meanwhile and it must be read again.
  const refreshing = new Map<number, boolean>();
  let listening: Promise<Unlisten> | null = null;
  let stopHeartbeat: (() => void) | null = null;
  let isClosed = false;

  const all = () => [...streams.values()].flatMap((set) => [...set]);
  const write = (stream: PassThrough, chunk: string) => {
    if (!stream.destroyed && !stream.writableEnded) stream.write(chunk);
  };

  async function refresh(ownerId: number): Promise<void> {
    if (!streams.has(ownerId)) return;
    if (refreshing.has(ownerId)) {
      refreshing.set(ownerId, true);
      return;
    }
    try {
      do {
        refreshing.set(ownerId, false);
        const unread = await countUnread(deps.db, ownerId);
        for (const stream of streams.get(ownerId) ?? []) write(stream, event(unread));
      } while (refreshing.get(ownerId));
    } catch (error) {
      deps.log.warn({ err: error, ownerId }, 'could not read the unread count for the event stream');
    } finally {
      refreshing.delete(ownerId);
    }
  }

  function listen(): Promise<Unlisten> {
    listening ??= deps.database
      .listen(OWNER_CHANNEL, {
        onNotify: (payload) => {
          const ownerId = Number(payload);
          if (Number.isInteger(ownerId)) void refresh(ownerId);
        },
        // Notices sent while the listener was away are lost: every open stream reads its count again.
        onReconnect: () => {
          for (const ownerId of streams.keys()) void refresh(ownerId);
        },
      })
      .catch((error: unknown) => {
        listening = null;
        throw error;
      });
    return listening;
  }

  function remove(ownerId: number, stream: PassThrough) {
    const set = streams.get(ownerId);
    set?.delete(stream);
    if (set?.size === 0) streams.delete(ownerId);
  }

  return {
    async open(ownerId) {
      if (isClosed) throw new AppError('SERVICE_UNAVAILABLE', 'The server is shutting down; connect again');
      await listen();
      const stream = new PassThrough();
      const set = streams.get(ownerId) ?? new Set<PassThrough>();
      // A Set keeps insertion order: the first is the oldest.
      for (const oldest of set) {
        if (set.size < MAX_STREAMS_PER_OWNER) break;
        set.delete(oldest);
        oldest.end();
      }
      set.add(stream);
      streams.set(ownerId, set);
      stream.once('close', () => remove(ownerId, stream));
      stopHeartbeat ??= deps.heartbeat(() => {
        for (const open of all()) write(open, KEEP_ALIVE);
      });
      // Listening before reading: a notification committed in between is counted now or announced after.
      try {
        write(stream, event(await countUnread(deps.db, ownerId)));
      } catch (error) {
        stream.destroy();
        throw error;
      }
      return stream;
    },
    openStreams: () => all().length,
    async close() {
      if (isClosed) return;
      isClosed = true;
      stopHeartbeat?.();
      for (const stream of all()) stream.end(reconnectHint());
      streams.clear();
      const unlisten = await listening?.catch(() => null);
      await unlisten?.();
    },
  };
}
