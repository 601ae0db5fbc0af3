import { inject } from 'vitest';
import { runNames } from './paths.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    testRunId: string;
  }
}

const names = runNames(inject('testRunId'));

/** This run's migrated templates (made once by global-setup.ts); each test copies one. */
export const PGLITE_TEMPLATE_DIR = names.pgliteTemplateDir;
export const PGLITE_RUN_DIR = names.pgliteRunDir;
export const POSTGRES_TEMPLATE_DB = names.postgresTemplateDb;
export const POSTGRES_DB_PREFIX = names.postgresPrefix;
export { POSTGRES_ADMIN_URL, postgresUrl } from './paths.ts';
