import { formatDay } from '@portal/i18n';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { useChannelConflicts } from '../api/get-channel-conflicts.ts';

/**
 * A channel's reservation over one of the owner's stays (decision 086): the stay was kept and the company told; the
 * owner sees it above the month. Nothing shows while it loads or when it cannot load: the calendar itself is the
 * page's content and says so on its own.
 */
export function ChannelConflicts({ propertyId, timeZone }: { propertyId: number; timeZone: string }) {
  const { t, i18n } = useTranslation('calendar');
  const conflicts = useChannelConflicts(propertyId).data?.conflicts ?? [];
  if (conflicts.length === 0) return null;
  const day = (iso: string) => formatDay(new Date(iso), timeZone, i18n.language);
  return (
    <Alert tone="warning" title={t('conflicts.title', { count: conflicts.length })} className="calendar-conflicts">
      <ul className="calendar-conflicts__list">
        {conflicts.map((conflict) => (
          <li key={`${conflict.channel}-${conflict.checkIn}-${conflict.ownerStay.id}`}>
            {t('conflicts.item', {
              channel: conflict.channel,
              from: day(conflict.checkIn),
              to: day(conflict.checkOut),
              stayFrom: day(conflict.ownerStay.checkIn),
              stayTo: day(conflict.ownerStay.checkOut),
            })}
          </li>
        ))}
      </ul>
      <p>{t('conflicts.kept')}</p>
    </Alert>
  );
}
