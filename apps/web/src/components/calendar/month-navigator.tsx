/**
 * MonthNavigator: previous/next year and month arrows around the month title. The arrows point the
 * reading direction: in Arabic "previous" points right. Button names come from common:monthNav.
 */
import { useTranslation } from 'react-i18next';
import './month-grid.css';

export interface MonthNavigatorProps {
  title: string;
  /** Moves by a number of months: -12, -1, 1 or 12. */
  onMove: (months: number) => void;
  headingLevel?: 'h2' | 'h3';
  /** Without the year arrows (a short window of months, such as the occupancy slider). */
  hasYearButtons?: boolean;
  /** At the ends of a bounded window. */
  isPreviousDisabled?: boolean;
  isNextDisabled?: boolean;
}

const Chevron = ({ double = false }: { double?: boolean }) => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" className="month-nav__chevron">
    <path d="M15 18l-6-6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    {double ? (
      <path d="M20 18l-6-6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    ) : null}
  </svg>
);

export function MonthNavigator({
  title,
  onMove,
  headingLevel = 'h2',
  hasYearButtons = true,
  isPreviousDisabled = false,
  isNextDisabled = false,
}: MonthNavigatorProps) {
  const { t } = useTranslation('common');
  const Heading = headingLevel;
  return (
    <div className="month-nav">
      {hasYearButtons ? (
        <button
          type="button"
          className="month-nav__button"
          aria-label={t('monthNav.previousYear')}
          onClick={() => onMove(-12)}
        >
          <Chevron double />
        </button>
      ) : null}
      <button
        type="button"
        className="month-nav__button"
        aria-label={t('monthNav.previousMonth')}
        disabled={isPreviousDisabled}
        onClick={() => onMove(-1)}
      >
        <Chevron />
      </button>
      <Heading className="month-nav__title" aria-live="polite">
        {title}
      </Heading>
      <button
        type="button"
        className="month-nav__button month-nav__button--forward"
        aria-label={t('monthNav.nextMonth')}
        disabled={isNextDisabled}
        onClick={() => onMove(1)}
      >
        <Chevron />
      </button>
      {hasYearButtons ? (
        <button
          type="button"
          className="month-nav__button month-nav__button--forward"
          aria-label={t('monthNav.nextYear')}
          onClick={() => onMove(12)}
        >
          <Chevron double />
        </button>
      ) : null}
    </div>
  );
}
