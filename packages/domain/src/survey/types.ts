/** A text the company writes once per language; the survey definitions are data, so their words travel with them. */
export interface Localized {
  en: string;
  ru: string;
  ar: string;
}

/** The longest answer a text field (one line) and a text area take. */
export const TEXTBOX_MAX_LENGTH = 500;
export const TEXTAREA_MAX_LENGTH = 2000;

export const FIELD_TYPES = ['textbox', 'textarea', 'radio', 'checkbox', 'number', 'boolean'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export const SECTION_KINDS = ['personalDetails', 'propertyDetails', 'bankData', 'utilities'] as const;
export type SectionKind = (typeof SECTION_KINDS)[number];

/** The four surveys of docs/product/settings-surveys.md#the-four-surveys: onboarding, the personal profile, a property's survey, a property to add. */
export const SURVEY_KINDS = ['onboarding', 'personal', 'property', 'add_property'] as const;
export type SurveyKind = (typeof SURVEY_KINDS)[number];

/** Named validators the engine knows; `{ pattern }` is a company-written regular expression. */
export const NAMED_VALIDATIONS = [
  'email',
  'phone',
  'date',
  'iban',
  'swift',
  'accountNumber',
  'bankCode',
  'currency',
] as const;
export type NamedValidation = (typeof NAMED_VALIDATIONS)[number];
export type FieldValidation = NamedValidation | { pattern: string };

/** Where a field's answer lives besides the survey: the owner's name, the property's facts, the bank account. */
export const FIELD_BINDINGS = [
  'owner.first_name',
  'owner.last_name',
  'property.parking',
  'property.dtcm_unique_code',
  'property.permit_expires_at',
  'property.wifi_name',
  'property.wifi_pass',
  'bank.account_owner_name',
  'bank.account_bank_name',
  'bank.account_iban',
  'bank.account_swift',
  'bank.account_data',
  'bank.account_currency',
  'bank.account_sort_code',
  'bank.account_route_code',
  'bank.account_address',
  'bank.transfer_payout',
] as const;
export type FieldBinding = (typeof FIELD_BINDINGS)[number];

export type AnswerScalar = string | number | boolean;
/** An answer: text, a number, yes/no, the chosen options of a checkbox or the entries of a multi-field; null = none. */
export type AnswerValue = AnswerScalar | string[] | null;
/** Answers by field id. */
export type Answers = Record<string, AnswerValue>;

/**
 * When a field shows or is required, in terms of other answers. `equals` on a checkbox answer means "includes";
 * a hidden field counts as unanswered, so conditions chain.
 */
export type Condition =
  | { field: string; equals: AnswerScalar }
  | { field: string; notEquals: AnswerScalar }
  | { field: string; in: AnswerScalar[] }
  | { field: string; filled: boolean }
  | { all: Condition[] }
  | { any: Condition[] }
  | { not: Condition };

export interface FieldOption {
  value: string;
  label: Localized;
}

export interface SubField {
  id: string;
  name: Localized;
}

export interface SurveyField {
  id: string;
  name: Localized;
  type: FieldType;
  options?: FieldOption[];
  /** Several entries under one question; the first is the one that must be filled. */
  multipleFields?: SubField[];
  validation?: FieldValidation;
  /** Overrides the default (required unless exempt); requiredIf overrides both. */
  required?: boolean;
  requiredIf?: Condition;
  showIf?: Condition;
  minValue?: number;
  maxValue?: number;
  /** Shown instead of the engine's words when the answer breaks the field's validation or bounds. */
  customValidationMessage?: Localized;
  placeholder?: Localized;
  /** Stored sealed and shown afterwards only as its last 4 characters (IBAN and account numbers always are). */
  sensitive?: boolean;
  bind?: FieldBinding;
}

export interface SurveySection {
  id: string;
  name: Localized;
  description?: Localized;
  kind: SectionKind;
  fields: SurveyField[];
}

export interface SurveyDefinition {
  kind: SurveyKind;
  version: number;
  sections: SurveySection[];
}

/** What the engine says about one answer; the UI turns codes into words. */
export const SURVEY_FIELD_CODES = [
  'REQUIRED',
  'FIRST_FIELD_REQUIRED',
  'INVALID_DETAILS',
  'IBAN_AE_LENGTH',
  'INVALID_IBAN',
  'INVALID_SWIFT',
  'INVALID_PHONE',
  'INVALID_EMAIL',
  'INVALID_DATE',
  'INVALID_FORMAT',
  'NOT_A_NUMBER',
  'BELOW_MIN',
  'ABOVE_MAX',
  'INVALID_OPTION',
  'CURRENCY_NOT_OFFERED',
  'WRONG_TYPE',
  'TOO_LONG',
  'UNKNOWN_FIELD',
] as const;
export type SurveyFieldCode = (typeof SURVEY_FIELD_CODES)[number];

export interface FieldIssue {
  field: string;
  code: SurveyFieldCode;
  /** The entry of a multi-field the issue is about. */
  index?: number;
}
