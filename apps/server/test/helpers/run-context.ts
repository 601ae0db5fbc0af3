import { inject } from 'vitest';
import { runNames } from './paths.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    testRunId: string;
    /** ISO instant the demo data of the seeded templates is relative to (seedDemo's `now`). */
    seededAt: string;
  }
}

const names = runNames(inject('testRunId'));

/** This run's templates (made once by global-setup.ts); each test file copies one. */
export const PGLITE_TEMPLATE_DIR = names.pgliteTemplateDir;
export const PGLITE_SEEDED_DIR = names.pgliteSeededDir;
export const PGLITE_TEMPLATE_TAR = names.pgliteTemplateTar;
export const PGLITE_SEEDED_TAR = names.pgliteSeededTar;
export const PGLITE_RUN_DIR = names.pgliteRunDir;
export const POSTGRES_TEMPLATE_DB = names.postgresTemplateDb;
export const POSTGRES_SEEDED_DB = names.postgresSeededDb;
export const POSTGRES_DB_PREFIX = names.postgresPrefix;
export const SEEDED_AT = new Date(inject('seededAt'));
export { POSTGRES_ADMIN_URL, postgresUrl } from './paths.ts';
