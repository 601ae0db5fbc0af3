import { localParts } from '@portal/domain';
import { type Language, t } from '@portal/i18n';
import type { MailTemplate } from './content.ts';

export type ChannelConflictVars = {
  property: { id: number; nickname: string; timeZone: string };
  channel: string;
  /** The channel's event: its dates (ISO instants) and the guest when the feed names one. */
  event: { checkIn: string; checkOut: string; guestName: string | null };
  /** The active stay it overlaps: an owner stay, a manual block or another reservation. */
  stay: { id: number; kind: 'guest' | 'owner' | 'manual'; confirmationCode: string; checkIn: string; checkOut: string };
  link: string;
};

/** A wall-clock date and time on the property's clock, to the minute. */
const local = (iso: string, timeZone: string) => {
  const { date, time } = localParts(new Date(iso), timeZone);
  return `${date} ${time.slice(0, 5)}`;
};

/**
 * To STAFF_EMAIL in STAFF_LANGUAGE when a channel's feed carries a reservation over a stay already on the calendar
 * (decision 086): the owner's stay stays as it is; someone must settle it with the channel or the owner.
 */
export const channelConflict: MailTemplate<ChannelConflictVars> = (language: Language, vars) => {
  const zone = vars.property.timeZone;
  const kind = t(language, `mail.channelConflict.kinds.${vars.stay.kind}`);
  return {
    subject: t(language, 'mail.channelConflict.subject', {
      channel: vars.channel,
      property: vars.property.nickname,
      checkIn: local(vars.event.checkIn, zone).slice(0, 10),
    }),
    blocks: [
      { type: 'paragraph', text: t(language, 'mail.channelConflict.heading', { channel: vars.channel, kind }) },
      {
        type: 'facts',
        rows: [
          { label: t(language, 'mail.channelConflict.labels.property'), value: vars.property.nickname },
          { label: t(language, 'mail.channelConflict.labels.channel'), value: vars.channel },
          {
            label: t(language, 'mail.channelConflict.labels.event'),
            value: t(language, 'mail.channelConflict.range', {
              from: local(vars.event.checkIn, zone),
              to: local(vars.event.checkOut, zone),
              zone,
            }),
          },
          {
            label: t(language, 'mail.channelConflict.labels.guest'),
            value: vars.event.guestName ?? t(language, 'mail.channelConflict.noGuest'),
          },
          {
            label: kind,
            value: t(language, 'mail.channelConflict.stayValue', {
              code: vars.stay.confirmationCode,
              range: t(language, 'mail.channelConflict.range', {
                from: local(vars.stay.checkIn, zone),
                to: local(vars.stay.checkOut, zone),
                zone,
              }),
            }),
          },
        ],
      },
      { type: 'paragraph', text: t(language, 'mail.channelConflict.whatNow') },
      { type: 'action', label: t(language, 'mail.channelConflict.action'), href: vars.link },
    ],
  };
};
