import { daysBetween } from '@portal/domain';
import { z } from 'zod';
import { idParam, localDate, wireInteger } from './common.ts';
import { CALENDAR_MAX_DAYS, PAYOUT_CODES_MAX, RESERVATIONS_MAX_LIMIT } from './limits.ts';

export { CALENDAR_MAX_DAYS, PAYOUT_CODES_MAX, RESERVATIONS_MAX_LIMIT };

const forceUpdate = z.enum(['true', 'false', '1', '0']).optional();
const month = wireInteger(1, 12);
const year = wireInteger(2000, 2100);
const reservationStatus = z.enum(['confirmed', 'checked_in']);
const span = { checkIn: z.string(), checkOut: z.string() };
const dayTask = z.object({ ...span, id: z.number().int(), title: z.string() });

// GET /api/calendar?listingId&from&to&forceUpdate
export const calendarQuery = z
  .object({ listingId: idParam, from: localDate, to: localDate, forceUpdate })
  .refine((q) => q.from <= q.to, { message: 'from must not be after to', path: ['to'] })
  .refine((q) => daysBetween(q.from, q.to) < CALENDAR_MAX_DAYS, {
    message: `At most ${CALENDAR_MAX_DAYS} days`,
    path: ['to'],
  });
export type CalendarQuery = z.infer<typeof calendarQuery>;

/** docs/product/calendar.md#calendar-days "Calendar day", computed in the property's time zone. */
export const calendarDay = z.object({
  date: z.string(),
  status: z.enum(['available', 'booked', 'unavailable']),
  note: z.string().nullable(),
  blocks: z.object({ o: z.boolean(), t: z.boolean(), m: z.boolean() }),
  ownerReservationId: z.number().int().nullable(),
  ownersReservation: z.object({ ...span, note: z.string().nullable() }).nullable(),
  task: dayTask.nullable(),
  /** Every task touching the day, by start time; `task` is the first of them (the spec's one-task shape). */
  tasks: z.array(dayTask),
  manualBlock: z.object({ ...span, id: z.number().int() }).nullable(),
  blockType: z.enum(['o', 'm', 't']).nullable(),
  reservation: z.object({ id: z.number().int(), status: reservationStatus, isParked: z.boolean() }).nullable(),
});
export type CalendarDayWire = z.infer<typeof calendarDay>;

export const calendarResponse = z.object({
  listingId: z.number().int(),
  timeZone: z.string(),
  days: z.array(calendarDay),
});
export type CalendarResponse = z.infer<typeof calendarResponse>;

// GET /api/reservations: docs/product/calendar.md#reservation-list filters; local dates are in each property's own time zone.
export const reservationsQuery = z.object({
  listingId: idParam.optional(),
  checkInDateLocalizedLte: localDate.optional(),
  checkOutDateLocalizedGte: localDate.optional(),
  status: z
    .string()
    .max(40)
    .transform((value) => value.split(','))
    .pipe(z.array(reservationStatus).min(1))
    .optional(),
  sort: z.enum(['checkIn', '-checkIn']).default('checkIn'),
  limit: wireInteger(1, RESERVATIONS_MAX_LIMIT).default(100),
  skip: wireInteger(0, 1_000_000).default(0),
  forceUpdate,
});
export type ReservationsQuery = z.infer<typeof reservationsQuery>;

const money = z.number().nullable();

/** docs/product/calendar.md#reservation-list "Reservation (as shown)"; owner stays come with ownerReservation true and the property's label. */
export const reservation = z.object({
  id: z.number().int(),
  propertyId: z.number().int(),
  confirmationCode: z.string(),
  start: z.string(),
  end: z.string(),
  nights: z.number().int(),
  source: z.string().nullable(),
  guestName: z.string().nullable(),
  title: z.string(),
  status: reservationStatus,
  isParked: z.boolean(),
  ownerReservation: z.boolean(),
  note: z.string().nullable(),
  currency: z.string(),
  grossRevenue: money,
  managementFee: money,
  netRevenue: money,
  guestPayment: money,
  ownerPayout: money,
});
export type Reservation = z.infer<typeof reservation>;

export const reservationsResponse = z.object({ results: z.array(reservation), count: z.number().int() });
export type ReservationsResponse = z.infer<typeof reservationsResponse>;

// POST /api/statistics (form or JSON)
export const statisticsRequest = z.object({ property_id: idParam, month, year });
export const statisticsResponse = z.object({
  data: z.object({
    earning: z.number(),
    stays: z.number().int(),
    nights: z.number().int(),
    occupancy_rate: z.number(),
    currency: z.string(),
  }),
});
export type StatisticsResponse = z.infer<typeof statisticsResponse>;

// GET /api/commission?property_id&month&year
export const commissionQuery = z.object({ property_id: idParam, month, year });
export const commissionResponse = z.object({ config_commission_fee: z.object({ value: z.number() }) });
export type CommissionResponse = z.infer<typeof commissionResponse>;

// GET /api/reservation-payouts?confirmation_codes=a,b
export const payoutsQuery = z.object({
  confirmation_codes: z
    .string()
    .min(1)
    .max(PAYOUT_CODES_MAX * 65)
    .transform((value) => value.split(','))
    .pipe(
      z
        .array(
          z
            .string()
            .min(1)
            .max(64)
            .regex(/^[A-Za-z0-9_-]+$/),
        )
        .min(1)
        .max(PAYOUT_CODES_MAX),
    ),
});

export const reservationPayout = z.object({
  confirmation_code: z.string(),
  currency: z.string(),
  guest_payment: z.object({
    discounted_fare: z.number(),
    cleaning_fee: z.number(),
    property_use_taxes: z.number(),
    total_guest_payment: z.number(),
  }),
  owner_payout: z.object({
    discounted_fare: z.number(),
    host_service_fee: z.number(),
    gross_revenue: z.number(),
    management_fee: z.number(),
    net_payout: z.number(),
  }),
});
export type ReservationPayout = z.infer<typeof reservationPayout>;
export const payoutsResponse = z.object({ data: z.array(reservationPayout) });
export type PayoutsResponse = z.infer<typeof payoutsResponse>;
