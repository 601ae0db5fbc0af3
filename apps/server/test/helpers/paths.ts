import { resolve } from 'node:path';

export const PGLITE_TEMPLATE_DIR = resolve('.data-test/template');
export const POSTGRES_ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const POSTGRES_TEMPLATE_DB = 'portal_test_template';

export function postgresUrl(database: string): string {
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${database}`;
  return url.toString();
}
