import type { Database, Db } from '@portal/db';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { FileStore } from './files/file-store.ts';
import type { SecretBox } from './lib/secret-box.ts';
import type { OwnerEvents } from './modules/notifications/live.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  db: Db;
  /** The clock; tests may replace it. */
  now: () => Date;
  /** Where uploaded and generated files live (database-backed by default). */
  files: FileStore;
  /** Seals fields that must be read again (bank account numbers, utility passwords). */
  secrets: SecretBox;
  /** The owners' live event streams open in this process (fed by LISTEN/NOTIFY). */
  events: OwnerEvents;
}

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** A module registers its routes on a surface; handlers stay thin and call the module's service. */
export type RouteModule = (app: App, deps: AppDeps) => void | Promise<void>;
