import {
  isLocalMonth,
  type LocalDate,
  lastDayOfMonth,
  localMonth,
  monthOf,
  monthParts,
  monthRange,
  shiftMonth,
} from '@portal/domain';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { gridWeeks } from '../../components/calendar/index.ts';
import type { DateRange } from './api/get-calendar.ts';

/**
 * The month on screen lives in ?month=YYYY-MM, so the back button, a reload and a return from the block
 * screen all land on the same month; without it the property's current month is shown.
 */
export function useShownMonth(today: LocalDate) {
  const [params, setParams] = useSearchParams();
  const { year, month } = shownMonth(params, today);
  const move = useCallback(
    (months: number) => {
      setParams((current) => {
        const updated = new URLSearchParams(current);
        updated.set('month', shiftMonth(localMonth(year, month), months));
        updated.delete('reservation');
        return updated;
      });
    },
    [year, month, setParams],
  );
  return { year, month, move };
}

/** The month ?month= asks for, or today's. */
export function shownMonth(params: URLSearchParams, today: LocalDate): { year: number; month: number } {
  const asked = params.get('month') ?? '';
  return monthParts(isLocalMonth(asked) ? asked : monthOf(today));
}

/** The days the page asks for: the grid's first week may start in the month before; three small months follow. */
export function shownRange(year: number, month: number): DateRange {
  const shown = localMonth(year, month);
  return {
    from: gridWeeks(year, month)[0]?.[0]?.date ?? monthRange(shown).from,
    to: lastDayOfMonth(shiftMonth(shown, 3)),
  };
}

/** The selected reservation lives in ?reservation=CODE; the panel's back button removes it. */
export function useSelectedReservation(): [string | null, (code: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const select = useCallback(
    (code: string | null) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (code) updated.set('reservation', code);
        else updated.delete('reservation');
        return updated;
      }),
    [setParams],
  );
  return [params.get('reservation'), select];
}
