import { useTranslation } from 'react-i18next';
import type { DayTone } from './day-states.ts';
import './day-states.css';

/** Day tones, plus 'occupied' (any taken day, for the small months) and the chips drawn over days. */
export type LegendEntry = Exclude<DayTone, 'none'> | 'occupied' | 'owner' | 'maintenance';

/** The one legend of day states; every grid lists the entries it draws, in this palette's words and colours. */
export function DayLegend({ entries, className }: { entries: readonly LegendEntry[]; className?: string }) {
  const { t } = useTranslation('common');
  return (
    <ul className={['day-legend', className ?? ''].filter(Boolean).join(' ')} aria-label={t('dayStates.legend')}>
      {entries.map((entry) => (
        <li key={entry} data-legend={entry}>
          <span className={`day-swatch day-swatch--${entry}`} aria-hidden="true" />
          {t(`dayStates.${entry}`)}
        </li>
      ))}
    </ul>
  );
}
