import type { OwnerResetRequest } from '@portal/contract';
import { hashPassword, schema, type Tx } from '@portal/db';
import { normalizeEmail, passwordIssues, RESET_TOKEN_TTL_MINUTES, validateNewPassword } from '@portal/domain';
import { asc, inArray } from 'drizzle-orm';
import { AppError } from '../../http/errors.ts';
import type { AppDeps } from '../../types.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { clearFailures, findOwnerByEmail, findOwnerById, setPasswordHash } from './owner-repo.ts';
import { claimToken, issueToken, peekToken, revokeAllOtherTokens } from './token-repo.ts';

const TOKEN_INVALID_MESSAGE = 'The reset link is invalid, expired or already used';

/**
 * Records a reset request: one insert, the same whether or not the e-mail has an account, so neither the answer nor
 * its time tells which e-mails exist (decision 054). The background job (processResetRequests) sends the mail.
 */
export async function requestPasswordReset(deps: AppDeps, email: string): Promise<void> {
  await deps.db.insert(schema.resetRequests).values({ email: normalizeEmail(email), requestedAt: deps.now() });
}

const RESET_BATCH = 20;

/**
 * One pass of the reset job: claims waiting requests (SKIP LOCKED, so several processes share the work) and, for
 * each known e-mail, issues a one-hour token and queues the link in the owner's language, in the same transaction
 * that removes the request; a crash leaves the requests for the next pass. Returns how many requests it handled.
 */
export async function processResetRequests(deps: Pick<AppDeps, 'db' | 'config' | 'now'>): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const { resetRequests } = schema;
    const due = tx
      .select({ id: resetRequests.id })
      .from(resetRequests)
      .orderBy(asc(resetRequests.id))
      .limit(RESET_BATCH)
      .for('update', { skipLocked: true });
    const claimed = await tx.delete(resetRequests).where(inArray(resetRequests.id, due)).returning();
    for (const request of claimed) {
      const owner = await findOwnerByEmail(tx, request.email);
      if (!owner) continue;
      await queueResetMail(tx, deps, owner);
    }
    return claimed.length;
  });
}

type ResetOwner = NonNullable<Awaited<ReturnType<typeof findOwnerByEmail>>>;

/** Issues a one-hour reset token and queues the link to the owner, in their language; returns the link. */
async function queueResetMail(tx: Tx, deps: Pick<AppDeps, 'config' | 'now'>, owner: ResetOwner): Promise<string> {
  const ttlMs = RESET_TOKEN_TTL_MINUTES * 60_000;
  const { token } = await issueToken(tx, { ownerId: owner.id, kind: 'reset', ttlMs, now: deps.now() });
  const link = `${deps.config.publicUrl}/new-password/${token}`;
  await enqueueMail(tx, {
    kind: 'password_reset',
    to: owner.email,
    language: owner.preferredLanguage,
    vars: { name: owner.fullName, link, expiresInMinutes: RESET_TOKEN_TTL_MINUTES },
  });
  return link;
}

/**
 * Mails a reset link at once to an owner staff chose (no enumeration concern: staff already see the owner);
 * returns the link, or null for an unknown e-mail.
 */
export async function mailResetLink(
  deps: AppDeps,
  email: string,
  /** More writes that belong with the mail, e.g. the audit entry when staff asked for it. */
  alsoInTransaction?: (tx: Tx) => Promise<void>,
): Promise<string | null> {
  const owner = await findOwnerByEmail(deps.db, email);
  if (!owner) return null;
  return deps.db.transaction(async (tx) => {
    const link = await queueResetMail(tx, deps, owner);
    await alsoInTransaction?.(tx);
    return link;
  });
}

export async function isResetTokenValid(deps: AppDeps, token: string, account?: string): Promise<boolean> {
  const live = await peekToken(deps.db, 'reset', token, deps.now());
  if (!live) return false;
  if (account === undefined) return true;
  const owner = await findOwnerById(deps.db, live.ownerId);
  return owner?.email === normalizeEmail(account);
}

/** Sets a new password from a reset link: token used, other tokens revoked, failures cleared, in one transaction. */
export async function resetPassword(deps: AppDeps, input: OwnerResetRequest): Promise<void> {
  const error = validateNewPassword(input);
  if (error === 'PASSWORDS_DO_NOT_MATCH') throw new AppError(error, 'Passwords do not match');
  if (error === 'PASSWORD_EQUALS_TOKEN') throw new AppError(error, 'The password must not equal the reset token');
  if (error) {
    const validation = passwordIssues(input.password).map((code) => ({ path: 'body.password', code, message: code }));
    throw new AppError('WEAK_PASSWORD', 'The password does not satisfy the strength rule', validation);
  }
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    const now = deps.now();
    const claimed = await claimToken(tx, 'reset', input.token, now, 'used');
    const owner = claimed ? await findOwnerById(tx, claimed.ownerId) : null;
    if (!claimed || !owner) throw new AppError('TOKEN_INVALID', TOKEN_INVALID_MESSAGE);
    await setPasswordHash(tx, owner.id, passwordHash);
    await revokeAllOtherTokens(tx, owner.id, claimed.id, now);
    await clearFailures(tx, owner.email);
  });
}
