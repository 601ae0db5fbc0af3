// The contract's limits that screens use, in a module without zod: a screen that imports one loads no schema
// (decision 070). Each is exported again by the module of its calls.

/** The widest calendar range one request may ask for (a year and a bit, for the grid plus three small months). */
export const CALENDAR_MAX_DAYS = 400;
export const RESERVATIONS_MAX_LIMIT = 500;
export const PAYOUT_CODES_MAX = 50;
/** docs/product/notifications.md#the-list: the notification list limit. */
export const NOTIFICATION_LIST_LIMIT = 10;
/** Support mails an owner may send per hour before RATE_LIMITED. */
export const SUPPORT_MAIL_PER_HOUR = 10;
/** docs/product/properties.md#the-list: the largest properties page the API serves. */
export const PROPERTIES_MAX_LIMIT = 999;
/** The longest support message accepted (characters). */
export const SUPPORT_MESSAGE_MAX = 5000;
/** The support form's subjects (docs/product/help.md#support-form send_contact_mail). */
export const SUPPORT_SUBJECTS = ['general_question', 'technical_issue'] as const;
