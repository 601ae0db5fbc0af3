import { isLocalDate } from '@portal/domain';
import { z } from 'zod';

/** Bounded strings everywhere: over-long input is a 400, never a stored megabyte. */
export const shortText = (max = 255) => z.string().max(max);
/**
 * An integer as JSON sends it (a number) or as a query or path sends it (digits). Unlike z.coerce, nothing else is
 * turned into a number: `true` is not 1, `''` is not 0, `[7]` is not 7.
 */
export const wireInteger = (min: number, max: number) =>
  z
    .union([
      z.number(),
      z
        .string()
        .regex(/^-?\d{1,16}$/, 'Expected an integer')
        .transform(Number),
    ])
    .pipe(z.number().int().min(min).max(max));
export const idParam = wireInteger(1, 2_147_483_647);
export const okResponse = z.object({ success: z.literal(true) });

/**
 * The days a date on the wire may name. Far from the ends of what JavaScript and PostgreSQL hold, so the windows the
 * server widens a range into (a day after, a zone's offset either side) stay ordinary instants: 9999-12-31 plus a day
 * was a year PostgreSQL refused, and the calendar answered 500 (docs/security.md, defect 11).
 */
export const LOCAL_DATE_RANGE = { min: '1000-01-01', max: '8999-12-31' } as const;

/** A calendar day 'YYYY-MM-DD' that really exists, read in the property's time zone. */
export const localDate = z
  .string()
  .max(10)
  .refine(isLocalDate, { message: 'Expected a date as YYYY-MM-DD', abort: true })
  .refine((day) => day >= LOCAL_DATE_RANGE.min && day <= LOCAL_DATE_RANGE.max, {
    message: `Expected a date from ${LOCAL_DATE_RANGE.min} to ${LOCAL_DATE_RANGE.max}`,
  });
