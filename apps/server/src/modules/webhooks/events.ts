import { schema, type Tx } from '@portal/db';
import { eq } from 'drizzle-orm';
import { emitWebhookEvent } from './outbox.ts';
import { bookingIdsOf } from './payloads.ts';

/**
 * The events of decision 088, each called in the transaction of the change it tells about. Payloads carry ids and
 * facts, never a bank number, a password or a file's content.
 */

type StayRow = typeof schema.stays.$inferSelect;

export async function ownerStayChanged(
  tx: Tx,
  input: { action: 'created' | 'updated' | 'cancelled'; stay: StayRow; ownerId: number; at: Date },
): Promise<void> {
  const { stay } = input;
  await emitWebhookEvent(tx, {
    type: `owner_stay.${input.action}`,
    at: input.at,
    payload: async () => ({
      stay: {
        id: stay.id,
        confirmationCode: stay.confirmationCode,
        status: stay.status,
        checkIn: stay.checkIn.toISOString(),
        checkOut: stay.checkOut.toISOString(),
        nights: stay.nights,
        note: stay.note,
        accessAnswer: stay.accessAnswer,
      },
      ...(await bookingIdsOf(tx, input.ownerId, stay.propertyId)),
    }),
  });
}

export async function supportMessageSent(
  tx: Tx,
  input: { messageId: number; ownerId: number; propertyId: number | null; at: Date },
): Promise<void> {
  await emitWebhookEvent(tx, {
    type: 'support_message.sent',
    at: input.at,
    payload: async () => {
      const [message] = await tx
        .select()
        .from(schema.supportMessages)
        .where(eq(schema.supportMessages.id, input.messageId));
      return {
        message: {
          id: input.messageId,
          subject: message?.subject ?? '',
          message: message?.message ?? '',
          createdAt: input.at.toISOString(),
        },
        ...(await bookingIdsOf(tx, input.ownerId, input.propertyId)),
      };
    },
  });
}

export async function surveyCompleted(
  tx: Tx,
  input: { surveyId: number; kind: string; ownerId: number; propertyId: number | null; at: Date },
): Promise<void> {
  await emitWebhookEvent(tx, {
    type: 'survey.completed',
    at: input.at,
    payload: async () => ({
      survey: { id: input.surveyId, kind: input.kind, completedAt: input.at.toISOString() },
      ...(await bookingIdsOf(tx, input.ownerId, input.propertyId)),
    }),
  });
}

/** Which account changed and when; never its numbers, not even masked ones. */
export async function bankDetailsChanged(
  tx: Tx,
  input: { ownerId: number; propertyId: number | null; survey: string; at: Date },
): Promise<void> {
  await emitWebhookEvent(tx, {
    type: 'bank_details.changed',
    at: input.at,
    payload: async () => ({
      change: { survey: input.survey, changedAt: input.at.toISOString() },
      ...(await bookingIdsOf(tx, input.ownerId, input.propertyId)),
    }),
  });
}

export async function documentUploaded(
  tx: Tx,
  input: {
    documentId: number;
    documentType: string;
    expiresOn: string | null;
    isReplacement: boolean;
    ownerId: number;
    propertyId: number;
    at: Date;
  },
): Promise<void> {
  await emitWebhookEvent(tx, {
    type: 'document.uploaded',
    at: input.at,
    payload: async () => ({
      document: {
        id: input.documentId,
        type: input.documentType,
        expiresOn: input.expiresOn,
        isReplacement: input.isReplacement,
        uploadedAt: input.at.toISOString(),
      },
      ...(await bookingIdsOf(tx, input.ownerId, input.propertyId)),
    }),
  });
}
