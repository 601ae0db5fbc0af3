/** docs/product/owner-stays.md#time-rules: a clicked date starts at 15:00 and ends at 11:00 the next day. */
export const DEFAULT_CHECK_IN_TIME = '15:00';
export const DEFAULT_CHECK_OUT_TIME = '11:00';
/** docs/product/owner-stays.md#time-rules: the latest check-out time on the to-date (11:59 PM). */
export const LATEST_CHECK_OUT_TIME = '23:59';
/** docs/product/owner-stays.md#what-the-server-does-on-a-change: the default label of an owner block. */
export const OWNER_BLOCK_LABEL = 'Owner blocked';
/** Cancelling sends occupancy 1 (docs/product/owner-stays.md#lifecycle). */
export const CANCEL_OCCUPANCY = 1;
/** The block form does not ask for guests: a create sends occupancy 1, and the server assumes 1 when none is sent. */
export const OWNER_STAY_DEFAULT_OCCUPANCY = 1;
export const OWNER_STAY_NOTE_MAX_LENGTH = 1000;
export const OWNER_STAY_MAX_OCCUPANCY = 50;
/** Decision 045: an owner stay lasts at most 90 nights and ends at most two years (730 days) after today. */
export const OWNER_STAY_MAX_NIGHTS = 90;
export const OWNER_STAY_MAX_DAYS_AHEAD = 730;

/** The access card and keys question (docs/product/owner-stays.md#form-fields), as stored codes; their words are in @portal/i18n (ownerStay.answers). */
export const ACCESS_ANSWERS = ['need_both', 'have_card_need_keys', 'have_keys_need_card', 'have_both'] as const;
export type AccessAnswer = (typeof ACCESS_ANSWERS)[number];

export function isAccessAnswer(value: unknown): value is AccessAnswer {
  return typeof value === 'string' && (ACCESS_ANSWERS as readonly string[]).includes(value);
}

/** Codes the block rules return; the UI and the server turn them into the spec's words. */
export const BLOCK_RULE_CODES = [
  'FIELD_REQUIRED',
  'INVALID_DATE',
  'INVALID_TIME',
  'DATE_TOO_EARLY',
  'TIME_TOO_EARLY',
  'TIME_TOO_LATE',
  'CHECKOUT_BEFORE_CHECKIN',
  'DATE_OUTSIDE_MONTH',
  'CHECK_IN_LOCKED',
  'PAST_RESERVATION',
  'CANNOT_REMOVE_RESERVATION',
  'TERMINATION_PERIOD',
  'PROPERTY_ALREADY_RESERVED',
  'DATE_TOO_FAR',
  'STAY_TOO_LONG',
] as const;
export type BlockRuleCode = (typeof BLOCK_RULE_CODES)[number];
