import type { StaffLoginResponse, StaffSession } from '@portal/contract/staff';
import type { Db } from '@portal/db';
import { schema } from '@portal/db';
import { DEMO_STAFF } from '@portal/db/seed';
import { TOTP_PERIOD_SECONDS } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import { issueStaffSession } from '../../src/modules/staff/second-factor/session.ts';

/** The code an authenticator app shows for `secret` at `at`, or `steps` periods later or earlier. */
export function totpCode(secret: string, at: Date, steps = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(at.getTime() / 1000) + steps * TOTP_PERIOD_SECONDS });
}

/** POST /api/staff/login: the password step's answer (a pending token), refused answers as they come. */
export async function staffPasswordStep(app: FastifyInstance, email: string, password: string) {
  return app.inject({ method: 'POST', url: '/api/staff/login', payload: { email, password } });
}

/**
 * The demo staff member signed in as a person would: the password, then the code of their authenticator app
 * (decision 091). A code is never accepted twice, so on a frozen clock each sign-in takes the next code the server
 * still accepts (one step either side of now): three sign-ins per clock position at most.
 */
export async function signInDemoStaff(app: FastifyInstance, db: Db, now: Date): Promise<StaffSession> {
  const password = await staffPasswordStep(app, DEMO_STAFF.email, DEMO_STAFF.password);
  const step = password.json() as StaffLoginResponse;
  if (password.statusCode !== 200 || step.stage !== 'second_factor') throw new Error(password.body);
  const [factor] = await db
    .select({ lastStep: schema.staffSecondFactors.totpLastStep })
    .from(schema.staffSecondFactors)
    .innerJoin(schema.staff, eq(schema.staff.id, schema.staffSecondFactors.staffId))
    .where(eq(schema.staff.email, DEMO_STAFF.email));
  const current = Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS);
  const next = Math.max(current - 1, (factor?.lastStep ?? 0) + 1);
  const response = await app.inject({
    method: 'POST',
    url: '/api/staff/second-factor',
    payload: {
      pendingToken: step.pendingToken,
      method: 'totp',
      code: await totpCode(DEMO_STAFF.totpSecret, now, next - current),
    },
  });
  if (response.statusCode !== 200) throw new Error(response.body);
  return response.json() as StaffSession;
}

/**
 * A session of the demo staff member made by the server's own function, for tests about what the console does
 * rather than how one signs in to it (any number per clock step).
 */
export async function demoStaffSession(db: Db, now: Date): Promise<string> {
  const [member] = await db.select().from(schema.staff).where(eq(schema.staff.email, DEMO_STAFF.email)).limit(1);
  if (!member) throw new Error('no demo staff member');
  return (await issueStaffSession(db, member, 'totp', now)).token;
}
