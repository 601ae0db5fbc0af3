import { resolve } from 'node:path';

export const POSTGRES_ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export function postgresUrl(database: string): string {
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * Names owned by one test run, so two runs at once (two developers, CI and a developer) never share a template.
 * The run id starts with its start time in base 36, which lets a later run drop what a crashed one left behind.
 * Each database kind has two templates: migrated only, and migrated with the demo data.
 */
export function runNames(runId: string) {
  const pgliteRunDir = resolve(`.data-test/${runId}`);
  return {
    pgliteRunDir,
    pgliteTemplateDir: resolve(pgliteRunDir, 'template'),
    pgliteSeededDir: resolve(pgliteRunDir, 'seeded'),
    /** The same two data directories as tar files, which a test loads into an in-memory PGlite. */
    pgliteTemplateTar: resolve(pgliteRunDir, 'template.tar'),
    pgliteSeededTar: resolve(pgliteRunDir, 'seeded.tar'),
    postgresPrefix: `portal_test_${runId}_`,
    postgresTemplateDb: `portal_test_${runId}_template`,
    postgresSeededDb: `portal_test_${runId}_seeded`,
  };
}

export function newRunId(now = Date.now()): string {
  return `${now.toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** Start time of a run, read back from its id (the first 8 base-36 digits). */
export function runStartedAt(runId: string): number {
  return Number.parseInt(runId.slice(0, 8), 36);
}
