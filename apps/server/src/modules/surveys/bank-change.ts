import type { Tx } from '@portal/db';
import { schema } from '@portal/db';
import { type Answers, isRecentlyReauthenticated, lastFour, type SurveySection } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { AppError } from '../../http/errors.ts';
import type { OwnerPrincipal } from '../../http/principal.ts';
import type { AppDeps } from '../../types.ts';
import { actorOf, recordAudit } from '../audit/record-audit.ts';
import { enqueueMail } from '../mail/outbox.ts';
import type { MaskedBank } from '../mail/templates/index.ts';
import { bankDetailsChanged } from '../webhooks/events.ts';
import type { SurveyContext } from './load.ts';
import type { SectionWrite } from './plan-save.ts';

/**
 * Decision 037: bank details change only within 5 minutes of the owner typing their password again in this session,
 * and never under an admin login-as-owner session (the company does not know the password, and must not need to).
 */
export async function requireBankChangeAllowed(tx: Tx, deps: AppDeps, principal: OwnerPrincipal): Promise<void> {
  if (principal.actingStaff) {
    throw new AppError('ADMIN_SESSION_NOT_ALLOWED', 'Bank details can be changed only by the owner');
  }
  const [token] = await tx
    .select({ at: schema.authTokens.reauthenticatedAt })
    .from(schema.authTokens)
    .where(eq(schema.authTokens.id, principal.tokenId))
    .limit(1);
  if (!isRecentlyReauthenticated(token?.at ?? null, deps.now())) {
    throw new AppError('REAUTHENTICATION_REQUIRED', 'Confirm your password to change bank details');
  }
}

function maskOf(section: SurveySection, answers: Answers): MaskedBank | null {
  const last4 = (binding: string) => {
    const value = answers[section.fields.find((field) => field.bind === binding)?.id ?? ''];
    return typeof value === 'string' && value !== '' ? lastFour(value) : null;
  };
  const mask = { ibanLast4: last4('bank.account_iban'), accountNumberLast4: last4('bank.account_data') };
  return mask.ibanLast4 || mask.accountNumberLast4 ? mask : null;
}

/** The audit entry staff read (who, when, old and new last 4) and the owner's e-mail, in the save's transaction. */
export async function recordBankChange(
  tx: Tx,
  deps: AppDeps,
  options: {
    principal: OwnerPrincipal;
    context: SurveyContext;
    write: SectionWrite;
    before: Answers;
    surveyId: number;
  },
): Promise<void> {
  const { principal, context, write, before } = options;
  const { owner, target } = context;
  const now = deps.now();
  const old = maskOf(write.section, before);
  const after = maskOf(write.section, write.answers) ?? { ibanLast4: null, accountNumberLast4: null };
  await recordAudit(tx, {
    actor: actorOf(principal),
    action: 'bank_details.changed',
    subject: target.property
      ? { ownerId: owner.id, entity: 'property', entityId: target.property.id }
      : { ownerId: owner.id, entity: 'survey', entityId: options.surveyId },
    details: {
      survey: target.kind,
      section: write.section.id,
      before: old,
      after,
      ...(write.copiedFrom === null ? {} : { copiedFromPropertyId: write.copiedFrom }),
    },
    at: now,
  });
  await bankDetailsChanged(tx, {
    ownerId: owner.id,
    propertyId: target.property?.id ?? null,
    survey: target.kind,
    at: now,
  });
  const link = target.property
    ? `${deps.config.publicUrl}/settings/summary/${target.property.id}`
    : `${deps.config.publicUrl}/settings/${target.kind === 'add_property' ? 'add-property-survey' : 'initialize'}`;
  await enqueueMail(tx, {
    kind: 'bank_details_changed',
    to: owner.email,
    language: owner.preferredLanguage,
    vars: {
      name: owner.firstName || owner.fullName,
      property: target.property ? { id: target.property.id, nickname: target.property.nickname } : null,
      changedAt: now.toISOString(),
      timeZone: target.property?.timeZone ?? 'Asia/Dubai',
      before: old,
      after,
      link,
    },
  });
}
