import { isLocalDate } from '@portal/domain';
import { z } from 'zod';

/** Bounded strings everywhere: over-long input is a 400, never a stored megabyte. */
export const shortText = (max = 255) => z.string().max(max);
export const idParam = z.coerce.number().int().positive().max(2_147_483_647);
export const okResponse = z.object({ success: z.literal(true) });

/** A calendar day 'YYYY-MM-DD' that really exists, read in the property's time zone. */
export const localDate = z
  .string()
  .max(10)
  .refine(isLocalDate, { message: 'Expected a date as YYYY-MM-DD', abort: true });
