import { type IsoDate, shiftMonth } from '@portal/domain';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

const MONTH_PARAM = /^(\d{4})-(0[1-9]|1[0-2])$/;

/**
 * The month on screen lives in ?month=YYYY-MM, so the back button, a reload and a return from the block
 * screen all land on the same month; without it the property's current month is shown.
 */
export function useShownMonth(today: IsoDate) {
  const [params, setParams] = useSearchParams();
  const match = MONTH_PARAM.exec(params.get('month') ?? '');
  const year = match ? Number(match[1]) : Number(today.slice(0, 4));
  const month = match ? Number(match[2]) : Number(today.slice(5, 7));
  const move = useCallback(
    (months: number) => {
      const next = shiftMonth(year, month, months);
      setParams((current) => {
        const updated = new URLSearchParams(current);
        updated.set('month', `${next.year}-${String(next.month).padStart(2, '0')}`);
        updated.delete('reservation');
        return updated;
      });
    },
    [year, month, setParams],
  );
  return { year, month, move };
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
