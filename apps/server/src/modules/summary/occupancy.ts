import type { OccupancyResponse } from '@portal/contract';
import {
  addDays,
  daysInMonth,
  localDateOf,
  monthOf,
  monthParts,
  monthRange,
  monthStatistics,
  occupancyMonths,
  occupancyPercent,
  zonedInstant,
} from '@portal/domain';
import { ownedProperty } from '../../http/ownership.ts';
import type { AppDeps } from '../../types.ts';
import { findEarningStays } from '../calendar/repo.ts';

/**
 * docs/product/settings-property-summary.md#occupancy-rate occupancy: from one month before to four after the current month (the property's clock), booked
 * days being the guest nights inside the month, as the calendar's month statistics count them (decision 016).
 */
export async function getOccupancy(
  deps: AppDeps,
  options: { ownerId: number; propertyId: number },
): Promise<OccupancyResponse> {
  const property = await ownedProperty(deps.db, options.ownerId, options.propertyId);
  const current = monthOf(localDateOf(deps.now(), property.timeZone));
  const months = occupancyMonths(current);
  const first = monthRange(months[0] ?? current).from;
  const last = monthRange(months.at(-1) ?? current).to;
  const stays = await findEarningStays(deps.db, {
    propertyId: property.id,
    from: zonedInstant(first, '00:00', property.timeZone),
    to: zonedInstant(addDays(last, 1), '00:00', property.timeZone),
  });
  return {
    months: months.map((month) => {
      const { year, month: number } = monthParts(month);
      const { nights } = monthStatistics({
        year,
        month: number,
        timeZone: property.timeZone,
        stays: stays.map((stay) => ({ checkIn: stay.checkIn, checkOut: stay.checkOut, grossMinor: 0 })),
      });
      return {
        month,
        booked_days: nights,
        days_in_month: daysInMonth(month),
        percent: occupancyPercent(nights, month),
        is_current: month === current,
      };
    }),
  };
}
