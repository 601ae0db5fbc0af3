import { pictureUrl } from '@portal/domain';
import { z } from 'zod';
import { idParam, shortText, wireInteger } from './common.ts';
import { PROPERTIES_MAX_LIMIT } from './limits.ts';

export { PROPERTIES_MAX_LIMIT };

/** A flag on the wire as 0/1 (docs/product/properties.md#property-fields is_pordal, is_terminate). */
const flag = z.union([z.literal(0), z.literal(1)]);

// GET /api/properties?ownerId&limit&page&search
export const propertiesQuery = z.object({
  ownerId: idParam.optional(),
  limit: wireInteger(1, PROPERTIES_MAX_LIMIT).default(PROPERTIES_MAX_LIMIT),
  page: wireInteger(1, 1_000_000).default(1),
  search: shortText(100).optional(),
});
export type PropertiesQuery = z.infer<typeof propertiesQuery>;

/** docs/product/properties.md#property-fields Property, plus the property's IANA time zone and its owner-block label. */
export const property = z.object({
  id: z.number().int(),
  property_id: z.string(),
  title: z.string(),
  nickname: z.string(),
  address: z.string(),
  address_2: z.string().nullable(),
  picture: z.string().nullable(),
  is_active: z.boolean(),
  bedrooms: z.number().int().nullable(),
  currency: z.string(),
  is_pordal: flag,
  pordal_id: z.string().nullable(),
  is_terminate: flag,
  np_start_date: z.string().nullable(),
  np_end_date: z.string().nullable(),
  time_zone: z.string(),
  owner_block_label: z.string(),
});
export type Property = z.infer<typeof property>;

export const propertiesResponse = z.object({
  properties: z.array(property),
  totalProperties: z.number().int(),
});
export type PropertiesResponse = z.infer<typeof propertiesResponse>;

// GET /api/property?id=
export const propertyQuery = z.object({ id: idParam });
export const propertyResponse = z.object({ property });
export type PropertyResponse = z.infer<typeof propertyResponse>;

/**
 * A property's picture (docs/product/properties.md#property-fields: a URL, protocol-relative allowed): https://…, //host/…, http://… or a path on this
 * site. Which hosts the app may load pictures from is the server's IMAGE_HOSTS (decision 085), checked on import.
 */
export const propertyPicture = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => pictureUrl(value) !== null && !/\s/.test(value), {
    message:
      'Expected an address such as https://cdn.example.com/p/7.jpg, //cdn.example.com/p/7.jpg or /pictures/7.jpg',
  });
