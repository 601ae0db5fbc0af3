import { daysBetween } from '@portal/domain';
import { z } from 'zod';
import { idParam, localDate } from './common.ts';

/** The widest window one feed request may ask for (two years and a day). */
export const CALENDAR_FEED_MAX_DAYS = 731;

// GET /api/calendar-feed?propertyId, DELETE /api/calendar-feed?propertyId
export const calendarFeedQuery = z.object({ propertyId: idParam });
// POST /api/calendar-feed
export const calendarFeedRequest = z.object({ propertyId: idParam });

/** Whether the property has a subscription link; the link itself is shown only when it is made. */
export const calendarFeedStatus = z.object({
  propertyId: z.number().int(),
  isActive: z.boolean(),
  createdAt: z.string().nullable(),
});
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatus>;

/** A new link, shown this once: the https address of the .ics and the same as webcal:// for calendar apps. */
export const calendarFeedCreated = z.object({
  propertyId: z.number().int(),
  createdAt: z.string(),
  url: z.string(),
  webcalUrl: z.string(),
});
export type CalendarFeedCreated = z.infer<typeof calendarFeedCreated>;

// GET /ical/{token}.ics?from&to (public: the token is the credential)
export const calendarFeedParams = z.object({ token: z.string().max(64) });
export const calendarFeedWindow = z
  .object({ from: localDate.optional(), to: localDate.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'from must not be after to', path: ['to'] })
  .refine((q) => !q.from || !q.to || daysBetween(q.from, q.to) < CALENDAR_FEED_MAX_DAYS, {
    message: `At most ${CALENDAR_FEED_MAX_DAYS} days`,
    path: ['to'],
  });
export type CalendarFeedWindow = z.infer<typeof calendarFeedWindow>;
