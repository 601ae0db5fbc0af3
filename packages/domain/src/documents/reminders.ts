import { addDays, type LocalDate } from '../dates/index.ts';
import { lastValidDay } from './expiry.ts';
import type { DocumentTypeKey } from './types.ts';

/** Beyond the spec: e-mails 60 and 7 days before a document expires, and when a DEWA bill reaches 50 days. */
export const REMINDER_THRESHOLDS = ['days_60', 'days_7', 'dewa_50'] as const;
export type ReminderThreshold = (typeof REMINDER_THRESHOLDS)[number];

/** A lapsed DEWA bill is still worth one mail this many days late (the server was down on the day, say). */
export const DEWA_REMINDER_GRACE_DAYS = 7;

export interface ScheduledReminder {
  threshold: ReminderThreshold;
  /** The day the reminder is due (in the property's time zone). */
  on: LocalDate;
  /** The last day it may still go out: "expires in 7 days" is never sent about a document that already lapsed. */
  until: LocalDate;
}

/** When a document's reminders fall due; none for a document without an expiry. */
export function reminderSchedule(type: DocumentTypeKey, expiresOn: LocalDate | null): ScheduledReminder[] {
  const last = lastValidDay(type, expiresOn);
  if (!last || !expiresOn) return [];
  if (type === 'dewa_bill') {
    const on = addDays(last, 1);
    return [{ threshold: 'dewa_50', on, until: addDays(on, DEWA_REMINDER_GRACE_DAYS) }];
  }
  return [
    { threshold: 'days_60', on: addDays(expiresOn, -60), until: last },
    { threshold: 'days_7', on: addDays(expiresOn, -7), until: last },
  ];
}

/**
 * The reminders to send today: due, not sent before, not stale, and only the most urgent when several fell due at
 * once (a passport uploaded 5 days before expiry gets the 7-day mail, not both). `skipped` are due ones to record
 * unsent, so a less urgent one never follows a more urgent one.
 */
export function dueReminders(
  schedule: ScheduledReminder[],
  sent: readonly ReminderThreshold[],
  today: LocalDate,
): { send: ScheduledReminder | null; skipped: ScheduledReminder[] } {
  const due = schedule.filter((reminder) => reminder.on <= today && !sent.includes(reminder.threshold));
  if (due.length === 0) return { send: null, skipped: [] };
  const latest = due.reduce((a, b) => (b.on > a.on ? b : a));
  const skipped = due.filter((reminder) => reminder !== latest);
  return { send: today <= latest.until ? latest : null, skipped };
}

/** The next day a reminder will go out, for the summary; null when none is left. */
export function nextReminderOn(
  schedule: ScheduledReminder[],
  sent: readonly ReminderThreshold[],
  today: LocalDate,
): LocalDate | null {
  const left = schedule.filter(
    (reminder) => !sent.includes(reminder.threshold) && reminder.on >= today && reminder.on <= reminder.until,
  );
  if (left.length === 0) return null;
  return left.reduce((a, b) => (b.on < a.on ? b : a)).on;
}
