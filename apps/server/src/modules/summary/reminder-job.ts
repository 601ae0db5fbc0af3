import { schema, type Tx } from '@portal/db';
import {
  addDays,
  dueReminders,
  expiryStatus,
  localDateOf,
  type ReminderThreshold,
  reminderSchedule,
} from '@portal/domain';
import { and, between, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { claimDailyRun } from '../../lib/job-schedule.ts';
import type { AppDeps } from '../../types.ts';
import { enqueueMail } from '../mail/outbox.ts';

const { ownerDocuments, documentReminders, properties, owners } = schema;

export const REMINDER_JOB = 'document-reminders';

type ReminderDeps = Pick<AppDeps, 'db' | 'config' | 'now'>;

/**
 * The latest document of each type per property (a renewed passport silences the old one), on an active property
 * still owned by the document's owner, whose expiry could make a reminder due today in some time zone: a day either
 * side of the UTC date, 60 days ahead for the first reminder, and a DEWA bill up to a week after it lapsed.
 */
async function candidates(tx: Tx, now: Date) {
  const today = now.toISOString().slice(0, 10);
  const latest = tx
    .selectDistinctOn([ownerDocuments.propertyId, ownerDocuments.docType], {
      id: ownerDocuments.id,
      expiresOn: ownerDocuments.expiresOn,
    })
    .from(ownerDocuments)
    .where(isNotNull(ownerDocuments.expiresOn))
    .orderBy(
      ownerDocuments.propertyId,
      ownerDocuments.docType,
      sql`${ownerDocuments.expiresOn} DESC`,
      sql`${ownerDocuments.id} DESC`,
    )
    .as('latest');
  return tx
    .select({
      id: ownerDocuments.id,
      docType: ownerDocuments.docType,
      expiresOn: ownerDocuments.expiresOn,
      propertyId: properties.id,
      nickname: properties.nickname,
      timeZone: properties.timeZone,
      email: owners.email,
      name: owners.fullName,
      language: owners.preferredLanguage,
    })
    .from(latest)
    .innerJoin(ownerDocuments, eq(ownerDocuments.id, latest.id))
    .innerJoin(
      properties,
      and(eq(properties.id, ownerDocuments.propertyId), eq(properties.ownerId, ownerDocuments.ownerId)),
    )
    .innerJoin(owners, eq(owners.id, ownerDocuments.ownerId))
    .where(and(eq(properties.isActive, true), between(latest.expiresOn, addDays(today, -1), addDays(today, 61))));
}

/** Thresholds already handled per document, for the expiry each was about. */
async function handled(tx: Tx, documents: { id: number; expiresOn: string | null }[]) {
  const rows =
    documents.length === 0
      ? []
      : await tx
          .select()
          .from(documentReminders)
          .where(
            inArray(
              documentReminders.documentId,
              documents.map((document) => document.id),
            ),
          );
  return (document: { id: number; expiresOn: string | null }): ReminderThreshold[] =>
    rows
      .filter((row) => row.documentId === document.id && row.expiresOn === document.expiresOn)
      .map((r) => r.threshold);
}

/** Records a threshold as handled; false when it already was (the primary key makes each go out once). */
async function markHandled(tx: Tx, documentId: number, threshold: ReminderThreshold, expiresOn: string, now: Date) {
  const rows = await tx
    .insert(documentReminders)
    .values({ documentId, threshold, expiresOn, createdAt: now })
    .onConflictDoNothing()
    .returning({ documentId: documentReminders.documentId });
  return rows.length === 1;
}

/**
 * The daily reminder job: e-mails the owner, in their language, 60 and 7 days before a document
 * expires and when a DEWA bill turns 50 days old. One process claims the day's run (claimDailyRun); each mail is
 * queued in the transaction that records its threshold, so it goes out once whatever runs when. Returns the mails
 * queued.
 */
export async function runDocumentReminders(deps: ReminderDeps): Promise<number> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    if (!(await claimDailyRun(tx, REMINDER_JOB, now))) return 0;
    const documents = await candidates(tx, now);
    const sentFor = await handled(tx, documents);
    let queued = 0;
    for (const document of documents) {
      if (!document.expiresOn) continue;
      const today = localDateOf(now, document.timeZone);
      const schedule = reminderSchedule(document.docType, document.expiresOn);
      const { send, skipped } = dueReminders(schedule, sentFor(document), today);
      for (const reminder of skipped) {
        await markHandled(tx, document.id, reminder.threshold, document.expiresOn, now);
      }
      if (!send || !(await markHandled(tx, document.id, send.threshold, document.expiresOn, now))) continue;
      const status = expiryStatus(document.docType, document.expiresOn, today);
      const outboxId = await enqueueMail(tx, {
        kind: 'document_expiry_reminder',
        to: document.email,
        language: document.language,
        vars: {
          name: document.name,
          documentId: document.id,
          docType: document.docType,
          threshold: send.threshold,
          property: { id: document.propertyId, nickname: document.nickname },
          lastValidDay: status.lastValidDay ?? document.expiresOn,
          daysLeft: Math.max(0, status.daysLeft ?? 0),
          link: `${deps.config.publicUrl}/settings/summary/${document.propertyId}#documents`,
        },
      });
      await tx
        .update(documentReminders)
        .set({ outboxId })
        .where(
          and(
            eq(documentReminders.documentId, document.id),
            eq(documentReminders.threshold, send.threshold),
            eq(documentReminders.expiresOn, document.expiresOn),
          ),
        );
      queued++;
    }
    return queued;
  });
}
