import { randomUUID } from 'node:crypto';
import { openDatabase } from '@portal/db';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectUnknownOwnerRefused, runCli, signInWith, tokenFrom } from './helpers/admin-cli.ts';
import { POSTGRES_ADMIN_URL, POSTGRES_DB_PREFIX, POSTGRES_SEEDED_DB, postgresUrl } from './helpers/run-context.ts';

// Runs in the server-postgres project only (vitest.config.ts selects *.postgres.test.ts).
describe('admin CLI against PostgreSQL (DATABASE_URL)', () => {
  const name = `${POSTGRES_DB_PREFIX}cli_${randomUUID().replaceAll('-', '').slice(0, 10)}`;
  const url = postgresUrl(name);
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${POSTGRES_SEEDED_DB}"`);
  });
  afterAll(async () => {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  });

  it('prints a link whose token signs the admin in as the owner', { timeout: 120_000 }, async () => {
    const env = { DATABASE_URL: url, PUBLIC_URL: 'https://portal.example.test' };
    const result = await runCli(['login-link', 'owner@example.com', '--admin', 'Jane Staff'], env);
    expect(result.code, result.stderr).toBe(0);
    const token = tokenFrom(result.stdout, 'https://portal.example.test');
    const database = await openDatabase({ url });
    try {
      const first = await signInWith(database, token);
      expect(first).toMatchObject({
        status: 200,
        body: { accepted: true, acting_admin: 'Jane Staff', owner_data: { email: 'owner@example.com' } },
      });
      expect((await signInWith(database, token)).status).toBe(400);
    } finally {
      await database.close();
    }
    await expectUnknownOwnerRefused(env);
  });

  it('prints the outbox and creates a staff member', { timeout: 120_000 }, async () => {
    const env = { DATABASE_URL: url };
    const created = await runCli(
      ['create-staff', 'ops@example.com', '--name', 'Omar Ops', '--password', 'Ops#20261'],
      env,
    );
    expect(created.code, created.stderr).toBe(0);
    expect(created.stdout).toContain('Staff member ops@example.com created');
    const outbox = await runCli(['outbox', '--state', 'pending'], env);
    expect(outbox.code, outbox.stderr).toBe(0);
    expect(outbox.stdout.trim()).toMatch(/^The outbox is empty\.$|^#\d+ /);
    const unknown = await runCli(['outbox', '424242'], env);
    expect(unknown).toMatchObject({ code: 1, stdout: '' });
    expect(unknown.stderr).toContain('No message 424242 in the outbox');
  });

  it('imports a file, and a second import of it changes nothing', { timeout: 120_000 }, async () => {
    const env = { DATABASE_URL: url };
    const first = await runCli(['import', 'docs/import-example.json'], env);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain('owners: 2 created, 0 updated, 0 unchanged');
    const second = await runCli(['import', 'docs/import-example.json'], env);
    expect(second.stdout).toContain('reservations: 0 created, 0 updated, 2 unchanged');
    const missing = await runCli(['import', 'no-such-file.json'], env);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('no-such-file.json');
  });
});
