/** docs/product/calendar.md#booking-details: the commission value when no config_commission_fee row applies. */
export const DEFAULT_COMMISSION = '1';

/**
 * A config_commission_fee row (docs/product/calendar.md#booking-details "Config values"): for one property or every property (null), and
 * for one month or every month (year and month both null). The value is a decimal string, never a float.
 */
export interface CommissionSetting {
  id: number;
  propertyId: number | null;
  year: number | null;
  month: number | null;
  value: string;
}

export interface CommissionTarget {
  propertyId: number;
  year: number;
  /** 1-12. */
  month: number;
}

function isForMonth(setting: CommissionSetting, target: CommissionTarget): boolean {
  const isEveryMonth = setting.year === null && setting.month === null;
  return isEveryMonth || (setting.year === target.year && setting.month === target.month);
}

/** Lower is stronger: the property's own row beats a global one, then one month beats every month. */
function rank(setting: CommissionSetting): number {
  return (setting.propertyId === null ? 2 : 0) + (setting.year === null ? 1 : 0);
}

/**
 * The commission value in force for a property and month: the property's row for that month, else the
 * property's row for every month, else a global row for that month, else a global row for every month,
 * else the default 1; among equals the newest row (highest id). Rows for other properties or months, and
 * rows with only a year or only a month, never apply. Management fee = gross revenue × this value.
 */
export function commissionFor(settings: readonly CommissionSetting[], target: CommissionTarget): string {
  let best: CommissionSetting | null = null;
  for (const setting of settings) {
    if (setting.propertyId !== null && setting.propertyId !== target.propertyId) continue;
    if (!isForMonth(setting, target)) continue;
    const isBetter =
      best === null || rank(setting) < rank(best) || (rank(setting) === rank(best) && setting.id > best.id);
    if (isBetter) best = setting;
  }
  return best?.value ?? DEFAULT_COMMISSION;
}
