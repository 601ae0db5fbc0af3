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

/** A calendar day 'YYYY-MM-DD' that really exists, read in the property's time zone. */
export const localDate = z
  .string()
  .max(10)
  .refine(isLocalDate, { message: 'Expected a date as YYYY-MM-DD', abort: true });
