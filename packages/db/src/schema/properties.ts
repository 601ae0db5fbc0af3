import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamptz,
  uniqueIndex,
} from './columns.ts';
import { owners } from './owners.ts';

export const properties = pgTable(
  'properties',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    // The booking system's own listing id (legacy listingId or pordal id).
    propertyCode: text('property_code').notNull(),
    title: text('title').notNull(),
    nickname: text('nickname').notNull(),
    address: text('address').notNull().default(''),
    address2: text('address_2'),
    picture: text('picture'),
    isActive: boolean('is_active').notNull().default(true),
    bedrooms: smallint('bedrooms'),
    currency: text('currency').notNull().default('AED'),
    isPordal: boolean('is_pordal').notNull().default(false),
    pordalId: text('pordal_id'),
    isTerminate: boolean('is_terminate').notNull().default(false),
    npStartDate: date('np_start_date'),
    npEndDate: date('np_end_date'),
    timeZone: text('time_zone').notNull().default('Asia/Dubai'),
    ownerBlockLabel: text('owner_block_label').notNull().default('Owner blocked'),
    // docs/product/settings-property-summary.md#property-summary Property: the facts the summary shows and the property survey keeps up to date.
    parking: text('parking'),
    permitCode: text('dtcm_unique_code'),
    permitExpiresAt: date('permit_expires_at'),
    wifiName: text('wifi_name'),
    wifiPassword: text('wifi_pass'),
    // Which emirate the property is in: the electricity/water providers offered depend on it (docs/product/settings-property-summary.md#utilities).
    emirate: text('emirate').notNull().default('Dubai'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('properties_owner_nickname_idx').on(t.ownerId, t.nickname, t.id)],
);

export const STAY_KINDS = ['guest', 'owner', 'manual'] as const;
export const STAY_STATUSES = ['confirmed', 'checked_in', 'cancelled'] as const;

/**
 * Everything that occupies a property: guest reservations from either booking system, owner stays
 * (owner blocks) and manual blocks. One table so one exclusion constraint (migration 0001) refuses
 * any two active stays overlapping on a property.
 */
export const stays = pgTable(
  'stays',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: STAY_KINDS }).notNull(),
    status: text('status', { enum: STAY_STATUSES }).notNull().default('confirmed'),
    confirmationCode: text('confirmation_code').notNull(),
    source: text('source'),
    guestName: text('guest_name'),
    checkIn: timestamptz('check_in').notNull(),
    checkOut: timestamptz('check_out').notNull(),
    nights: integer('nights').notNull(),
    isParked: boolean('is_parked').notNull().default(false),
    note: text('note'),
    occupancy: integer('occupancy'),
    accessAnswer: text('access_answer'),
    // Owner stays: who created it and the client's idempotency key, so a retried create makes one stay.
    createdByOwnerId: integer('created_by_owner_id').references(() => owners.id, { onDelete: 'set null' }),
    idempotencyKey: text('idempotency_key'),
    // Finances of guest reservations (spec docs/product/calendar.md#booking-details), in the property's currency.
    gpDiscountedFare: numeric('gp_discounted_fare', { precision: 12, scale: 2 }),
    gpCleaningFee: numeric('gp_cleaning_fee', { precision: 12, scale: 2 }),
    gpTaxes: numeric('gp_taxes', { precision: 12, scale: 2 }),
    gpTotal: numeric('gp_total', { precision: 12, scale: 2 }),
    opDiscountedFare: numeric('op_discounted_fare', { precision: 12, scale: 2 }),
    opHostServiceFee: numeric('op_host_service_fee', { precision: 12, scale: 2 }),
    opGrossRevenue: numeric('op_gross_revenue', { precision: 12, scale: 2 }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('stays_confirmation_code_key').on(t.confirmationCode),
    uniqueIndex('stays_idempotency_key')
      .on(t.createdByOwnerId, t.idempotencyKey)
      .where(sql`idempotency_key IS NOT NULL`),
    index('stays_property_check_in_idx').on(t.propertyId, t.checkIn),
    check('stays_check_out_after_check_in', sql`check_out > check_in`),
  ],
);

/** Maintenance tasks: shown on the calendar, never block a stay. */
export const tasks = pgTable(
  'tasks',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    checkIn: timestamptz('check_in').notNull(),
    checkOut: timestamptz('check_out').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('tasks_property_check_in_idx').on(t.propertyId, t.checkIn)],
);

/** Config values of docs/product/calendar.md#booking-details (config_commission_fee); a property/month row overrides the property row, default 1. */
export const configValues = pgTable(
  'config_values',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    year: smallint('year'),
    month: smallint('month'),
    value: numeric('value', { precision: 12, scale: 4 }).notNull(),
  },
  (t) => [index('config_values_lookup_idx').on(t.propertyId, t.name, t.year, t.month)],
);
