import { type contactMailRequest, SUPPORT_SUBJECTS } from '@portal/contract';
import { schema, type Tx } from '@portal/db';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError } from '../../http/errors.ts';
import { type OwnedProperty, ownedProperty } from '../../http/ownership.ts';
import type { OwnerPrincipal } from '../../http/principal.ts';
import type { AppDeps } from '../../types.ts';
import { adminActor, recordAudit } from '../audit/record-audit.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { supportMessageSent } from '../webhooks/events.ts';

const { owners, properties, supportMessages } = schema;
// The company's clock (the properties' default zone), for a message about no property in particular.
const COMPANY_TIME_ZONE = 'Asia/Dubai';

/**
 * POST /send_contact_mail: stores the support message and, in the same transaction, queues the mail to staff (in
 * STAFF_LANGUAGE). Replies go to the signed-in owner's own address, never to one the form names. A property, when
 * given, must be the owner's (404 like an unknown one). The subject is one of the two codes or one of the owner's own
 * property nicknames (docs/product/help.md#the-support-mail); a nickname names its property, and with `property_id` it must be that property's.
 */
export async function sendContactMail(
  deps: AppDeps,
  owner: OwnerPrincipal,
  input: z.output<typeof contactMailRequest>,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const given = input.property_id === undefined ? null : await ownedProperty(tx, owner.ownerId, input.property_id);
    const property = await subjectProperty(tx, owner.ownerId, input.subject, given);
    const [stored] = await tx.select({ fullName: owners.fullName }).from(owners).where(eq(owners.id, owner.ownerId));
    const fullName = input.full_name.trim() || stored?.fullName || owner.email;
    const now = deps.now();
    const [message] = await tx
      .insert(supportMessages)
      .values({
        ownerId: owner.ownerId,
        fullName,
        subject: input.subject,
        message: input.message,
        propertyId: property?.id ?? null,
        createdAt: now,
      })
      .returning({ id: supportMessages.id });
    if (!message) throw new Error('support message insert returned no row');
    await supportMessageSent(tx, {
      messageId: message.id,
      ownerId: owner.ownerId,
      propertyId: property?.id ?? null,
      at: now,
    });
    await enqueueMail(tx, {
      kind: 'support_message',
      to: deps.config.STAFF_EMAIL,
      language: deps.config.STAFF_LANGUAGE,
      replyTo: owner.email,
      vars: {
        messageId: message.id,
        owner: { id: owner.ownerId, email: owner.email, name: fullName },
        subject: input.subject,
        property: property ? { id: property.id, nickname: property.nickname } : null,
        message: input.message,
        sentAt: now.toISOString(),
        timeZone: property?.timeZone ?? COMPANY_TIME_ZONE,
        actingAdmin: owner.actingStaff?.name ?? null,
      },
    });
    if (!owner.actingStaff) return;
    await recordAudit(tx, {
      actor: adminActor(owner.actingStaff),
      action: 'support_message.sent',
      subject: { ownerId: owner.ownerId, entity: 'support_message', entityId: message.id },
      details: { propertyId: property?.id ?? null },
      at: now,
    });
  });
}

const isSubjectCode = (subject: string) => (SUPPORT_SUBJECTS as readonly string[]).includes(subject);

/** The property a subject names: none for a subject code, else the owner's property of that nickname, or a 400. */
async function subjectProperty(
  tx: Tx,
  ownerId: number,
  subject: string,
  given: OwnedProperty | null,
): Promise<OwnedProperty | null> {
  if (isSubjectCode(subject) || given?.nickname === subject) return given;
  const [named] = given
    ? []
    : await tx
        .select()
        .from(properties)
        .where(and(eq(properties.ownerId, ownerId), eq(properties.nickname, subject)))
        .limit(1);
  if (named) return named;
  throw new AppError('VALIDATION_FAILED', 'The subject is not one of the offered subjects', [
    {
      path: 'body.subject',
      code: 'invalid_subject',
      message: `Expected ${SUPPORT_SUBJECTS.join(' or ')}, or the nickname of one of your properties`,
    },
  ]);
}
