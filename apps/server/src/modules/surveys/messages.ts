import type { SurveyFieldCode } from '@portal/domain';

/** English words for API clients reading a refusal; the screens show their own, in the owner's language. */
export const SURVEY_FIELD_MESSAGES: Record<SurveyFieldCode, string> = {
  REQUIRED: 'This field is required!',
  FIRST_FIELD_REQUIRED: 'First field should be filled',
  INVALID_DETAILS: 'Please provide valid details',
  IBAN_AE_LENGTH: 'Please provide IBAN with 23 digits',
  INVALID_IBAN: 'The IBAN is not valid (its country length or check digits are wrong)',
  INVALID_SWIFT: 'A swift code has 6 letters, 2 letters or digits, and optionally 3 more',
  INVALID_PHONE: 'A phone number has digits, spaces and + only',
  INVALID_EMAIL: 'Please enter a valid email',
  INVALID_DATE: 'Expected a date as YYYY-MM-DD',
  INVALID_FORMAT: 'The answer does not have the expected format',
  NOT_A_NUMBER: 'Expected a number',
  BELOW_MIN: 'The number is below the minimum',
  ABOVE_MAX: 'The number is above the maximum',
  INVALID_OPTION: 'Not one of the options',
  CURRENCY_NOT_OFFERED: 'AED is offered only for an AE IBAN or a swift starting with BOFAUS',
  WRONG_TYPE: 'The answer has the wrong type for this question',
  TOO_LONG: 'The answer is too long',
  UNKNOWN_FIELD: 'This section has no such question',
};
