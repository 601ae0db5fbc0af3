const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

/** '1234.5' -> 123450 minor units; money is summed as integers, never as floats. Extra decimals round half up. */
export function toMinorUnits(value: string | number | null | undefined): number {
  if (value === null || value === undefined || value === '') return 0;
  const match = DECIMAL.exec(typeof value === 'number' ? value.toFixed(2) : value.trim());
  if (!match) throw new Error(`Not a decimal amount: ${value}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  const rounded = cents + (Number(fraction[2] ?? '0') >= 5 ? 1 : 0);
  return sign ? -rounded : rounded;
}

/** Minor units as a wire number with at most 2 decimals. */
export function fromMinorUnits(minor: number): number {
  return minor / 100;
}

const RATE = /^(\d+)(?:\.(\d{1,8}))?$/;

/** amount × rate with a decimal rate ('0.2', '1', '0.0525'), in exact integer math, rounded half up. */
export function applyRate(minor: number, rate: string | number): number {
  const match = RATE.exec(String(rate).trim());
  if (!match) throw new Error(`Not a rate: ${rate}`);
  const [, whole = '0', fraction = ''] = match;
  const scale = 10n ** BigInt(fraction.length);
  const scaledRate = BigInt(whole) * scale + BigInt(fraction || '0');
  const product = BigInt(Math.abs(minor)) * scaledRate;
  const rounded = (product * 2n + scale) / (2n * scale);
  return Number(minor < 0 ? -rounded : rounded);
}

export interface OwnerPayoutMinor {
  discountedFare: number;
  hostServiceFee: number;
  grossRevenue: number;
  managementFee: number;
  netPayout: number;
}

/** docs/product/calendar.md#booking-details: management fee = gross revenue × commission; the owner gets the rest. */
export function ownerPayout(input: {
  discountedFare: number;
  hostServiceFee: number;
  grossRevenue: number;
  commission: string;
}): OwnerPayoutMinor {
  const managementFee = applyRate(input.grossRevenue, input.commission);
  return {
    discountedFare: input.discountedFare,
    hostServiceFee: input.hostServiceFee,
    grossRevenue: input.grossRevenue,
    managementFee,
    netPayout: input.grossRevenue - managementFee,
  };
}
