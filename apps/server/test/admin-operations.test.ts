import { verifyPassword } from '@portal/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { OperationError, runOperation } from '../src/modules/admin/operations.ts';
import { enqueueMail } from '../src/modules/mail/outbox.ts';
import { tables } from './helpers/auth.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const NOW = new Date('2026-05-01T08:00:00Z');
const ctx = useTestApp({ seeded: true, now: NOW });
const run = (name: Parameters<typeof runOperation>[1], input: unknown) =>
  runOperation(
    { db: ctx.database.db, now: ctx.clock.now(), config: loadConfig({ PUBLIC_URL: 'https://portal.example.test' }) },
    name,
    input,
  );

async function queueReset(to: string) {
  return ctx.database.db.transaction((tx) =>
    enqueueMail(tx, {
      kind: 'password_reset',
      to,
      language: 'ru',
      vars: { name: 'Olivia', link: 'https://portal.example.test/new-password/abc', expiresInMinutes: 60 },
    }),
  );
}

describe('admin operations (what `npm run admin` runs, directly or through the server)', () => {
  it('outbox lists the newest mail with its state, and one message with its text', async () => {
    const failing = await queueReset('a@example.com');
    const sent = await queueReset('b@example.com');
    await ctx.database.db
      .update(tables.outbox)
      .set({ attempts: 2, lastError: 'connect ECONNREFUSED' })
      .where(eq(tables.outbox.id, failing));
    await ctx.database.db.update(tables.outbox).set({ sentAt: NOW }).where(eq(tables.outbox.id, sent));

    const all = (await run('outbox', {})) as { messages: { id: number; state: string; lastError: string | null }[] };
    expect(all.messages.map((m) => [m.id, m.state, m.lastError])).toEqual([
      [sent, 'sent', null],
      [failing, 'failing', 'connect ECONNREFUSED'],
    ]);
    expect(await run('outbox', { state: 'failing' })).toMatchObject({ messages: [{ id: failing, language: 'ru' }] });
    const one = (await run('outbox', { id: failing })) as { message: { bodyText: string; subject: string } };
    expect(one.message.bodyText).toContain('https://portal.example.test/new-password/abc');
    await expect(run('outbox', { id: 999_999 })).rejects.toThrow(OperationError);
  });

  it('create-staff hashes the password with argon2id and refuses a taken e-mail', async () => {
    const created = await run('create-staff', { email: 'Ops@Example.com', name: 'Omar Ops', password: 'Staff#2027' });
    expect(created).toMatchObject({ email: 'ops@example.com' });
    const [row] = await ctx.database.db.select().from(tables.staff).where(eq(tables.staff.email, 'ops@example.com'));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row?.passwordHash ?? '', 'Staff#2027')).toBe(true);
    await expect(
      run('create-staff', { email: 'ops@example.com', name: 'Again', password: 'Staff#2027' }),
    ).rejects.toThrow('A staff member with the e-mail ops@example.com already exists');
    await expect(run('create-staff', { email: 'weak@example.com', name: 'W', password: 'short' })).rejects.toThrow(
      /Invalid input for create-staff:\n {2}password:/,
    );
  });

  it('create-owner makes an owner whose temporary password must be changed', async () => {
    await run('create-owner', { email: 'nadia@example.com', name: 'Nadia New', password: 'Temp#2026x' });
    const [row] = await ctx.database.db
      .select()
      .from(tables.owners)
      .where(eq(tables.owners.email, 'nadia@example.com'));
    expect(row).toMatchObject({ fullName: 'Nadia New', firstName: 'Nadia', lastName: 'New', mustChangePassword: true });
    const login = (password: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'nadia@example.com', password } });
    const refused = await login('Temp#2026x');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'PASSWORD_CHANGE_REQUIRED', resetToken: expect.any(String) });
    expect(
      await ctx.database.db
        .select()
        .from(tables.authTokens)
        .where(eq(tables.authTokens.ownerId, row?.id ?? 0)),
    ).toEqual([expect.objectContaining({ kind: 'reset' })]);
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/pordal/password/owner-reset',
      payload: { token: refused.json().resetToken, password: 'Mine#2026x', passwordConfirm: 'Mine#2026x' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await login('Mine#2026x')).statusCode).toBe(200);
    await expect(
      run('create-owner', { email: 'owner@example.com', name: 'Dup', password: 'Temp#2026x' }),
    ).rejects.toThrow('An owner with the e-mail owner@example.com already exists');
  });
});
