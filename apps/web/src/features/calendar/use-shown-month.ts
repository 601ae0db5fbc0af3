import { isLocalMonth, type LocalDate, localMonth, monthOf, monthParts, shiftMonth } from '@portal/domain';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The month on screen lives in ?month=YYYY-MM, so the back button, a reload and a return from the block
 * screen all land on the same month; without it the property's current month is shown.
 */
export function useShownMonth(today: LocalDate) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('month') ?? '';
  const { year, month } = monthParts(isLocalMonth(asked) ? asked : monthOf(today));
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
