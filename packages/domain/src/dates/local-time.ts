/** A wall-clock time in the property's time zone, 'HH:mm' or 'HH:mm:ss' (24-hour). */
export type LocalTime = string;

const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

export function isLocalTime(value: string): boolean {
  return TIME_PATTERN.test(value);
}

/** Seconds since midnight; throws on a value that is not a time. */
export function secondsOf(time: LocalTime): number {
  const match = TIME_PATTERN.exec(time);
  if (!match) throw new RangeError(`Invalid time ${time}`);
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3] ?? 0);
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** 'HH:mm' for a number of minutes since midnight (0..1439). */
export function timeOfMinutes(minutes: number): LocalTime {
  return `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;
}
