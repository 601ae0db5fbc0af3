/** What the calendar subscription shows of the days around today when no window is asked for (decision 044). */
export const FEED_DAYS_BEFORE = 90;
export const FEED_DAYS_AFTER = 365;

/**
 * The guest's first name only: the feed leaves the owner's hands (a shared family calendar, a phone's lock screen),
 * so it carries no more of the guest than the owner needs to tell stays apart. Null when there is no name.
 */
export function guestFirstName(name: string | null | undefined): string | null {
  const first = name?.trim().split(/\s+/u)[0];
  return first ? first : null;
}
