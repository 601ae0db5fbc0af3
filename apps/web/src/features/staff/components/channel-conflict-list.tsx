import type { ChannelConflict } from '@portal/contract/integrations';
import { formatDay } from '@portal/i18n';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Channel reservations over another stay, each with the stay it meets; `lead` names the property on the overview. */
export function ChannelConflictList({
  conflicts,
  timeZoneOf,
  leadOf,
}: {
  conflicts: ChannelConflict[];
  timeZoneOf: (conflict: ChannelConflict) => string;
  leadOf?: (conflict: ChannelConflict) => ReactNode;
}) {
  const { t, i18n } = useTranslation('staffIntegrations');
  if (conflicts.length === 0) return <p className="staff-muted">{t('conflicts.empty')}</p>;
  return (
    <ul className="staff-mails">
      {conflicts.map((conflict) => {
        const zone = timeZoneOf(conflict);
        const day = (iso: string) => formatDay(new Date(iso), zone, i18n.language);
        return (
          <li key={conflict.eventId} className="staff-panel staff-conflict">
            {leadOf ? <p className="staff-conflict__lead">{leadOf(conflict)}</p> : null}
            <p>
              {t('conflicts.event', {
                channel: conflict.channel,
                from: day(conflict.checkIn),
                to: day(conflict.checkOut),
              })}
              {conflict.guestName ? (
                <>
                  {' '}
                  {t('conflicts.guest')} <bdi>{conflict.guestName}</bdi>
                </>
              ) : null}
            </p>
            <p>
              {t('conflicts.stay', {
                kind: t(`conflicts.kinds.${conflict.stay.kind}`),
                from: day(conflict.stay.checkIn),
                to: day(conflict.stay.checkOut),
              })}{' '}
              <bdi dir="ltr">{conflict.stay.confirmationCode}</bdi>
            </p>
          </li>
        );
      })}
    </ul>
  );
}
