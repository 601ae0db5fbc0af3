import { type AccessAnswer, type BookingSurface, isAccessAnswer, localParts } from '@portal/domain';
import { type Language, t } from '@portal/i18n';
import type { MailTemplate } from './content.ts';

export type OwnerStayAction = 'created' | 'updated' | 'cancelled';
/** The booking system whose surface a request came through (the domain's block surface). */
export type BookingSystem = BookingSurface;

export type OwnerStayNoticeVars = {
  action: OwnerStayAction;
  stayId: number;
  property: { id: number; nickname: string; code: string; timeZone: string };
  /** ISO instants; the mail shows them on the property's wall clock. */
  checkIn: string;
  checkOut: string;
  nights: number;
  note: string | null;
  accessAnswer: AccessAnswer | string | null;
  confirmationCode: string;
  system: BookingSystem;
  changedBy: { email: string; actingAdmin: string | null };
};

function wallClock(iso: string, timeZone: string): string {
  const { date, time } = localParts(new Date(iso), timeZone);
  return `${date} ${time}`;
}

function changedBy(language: Language, by: OwnerStayNoticeVars['changedBy']): string {
  if (!by.actingAdmin) return by.email;
  return t(language, 'mail.ownerStayNotice.actingAdmin', { admin: by.actingAdmin, owner: by.email });
}

/**
 * docs/product/owner-stays.md#what-the-server-does-on-a-change: staff learn of every change to an owner stay (property, dates, note, access card answer), in
 * STAFF_LANGUAGE; dates and times are on the property's clock, with its zone named.
 */
export const ownerStayNotice: MailTemplate<OwnerStayNoticeVars> = (language, vars) => {
  const { property } = vars;
  const checkIn = wallClock(vars.checkIn, property.timeZone);
  const checkOut = wallClock(vars.checkOut, property.timeZone);
  const inZone = (dateTime: string) =>
    t(language, 'mail.ownerStayNotice.inZone', { dateTime, zone: property.timeZone });
  const label = (key: keyof typeof LABELS) => t(language, LABELS[key]);
  return {
    subject: t(language, `mail.ownerStayNotice.subject.${vars.action}`, {
      property: property.nickname,
      checkIn,
      checkOut,
    }),
    blocks: [
      { type: 'paragraph', text: t(language, `mail.ownerStayNotice.heading.${vars.action}`) },
      {
        type: 'facts',
        rows: [
          {
            label: label('property'),
            value: t(language, 'mail.ownerStayNotice.propertyValue', {
              nickname: property.nickname,
              code: property.code,
              id: property.id,
            }),
          },
          { label: label('checkIn'), value: inZone(checkIn) },
          { label: label('checkOut'), value: inZone(checkOut) },
          { label: label('nights'), value: String(vars.nights) },
          {
            label: label('note'),
            value: vars.note?.trim() ? vars.note : t(language, 'mail.ownerStayNotice.noNote'),
          },
          {
            label: label('accessAnswer'),
            value: isAccessAnswer(vars.accessAnswer)
              ? t(language, `ownerStay.answers.${vars.accessAnswer}`)
              : t(language, 'mail.ownerStayNotice.noAnswer'),
          },
          { label: label('confirmationCode'), value: vars.confirmationCode },
          { label: label('bookingSystem'), value: t(language, `mail.ownerStayNotice.systems.${vars.system}`) },
          { label: label('changedBy'), value: changedBy(language, vars.changedBy) },
        ],
      },
    ],
  };
};

const LABELS = {
  property: 'mail.ownerStayNotice.labels.property',
  checkIn: 'mail.ownerStayNotice.labels.checkIn',
  checkOut: 'mail.ownerStayNotice.labels.checkOut',
  nights: 'mail.ownerStayNotice.labels.nights',
  note: 'ownerStay.fields.note',
  accessAnswer: 'ownerStay.fields.accessAnswer',
  confirmationCode: 'mail.ownerStayNotice.labels.confirmationCode',
  bookingSystem: 'mail.ownerStayNotice.labels.bookingSystem',
  changedBy: 'mail.ownerStayNotice.labels.changedBy',
} as const;
