import { type BlockField, type BlockIssue, formatTime12 } from '@portal/domain';

const FIELD_LABEL: Record<BlockField, string> = {
  fromDate: 'From date',
  fromTime: 'From time',
  toDate: 'To date',
  toTime: 'To time',
  accessAnswer: 'Access card and keys',
  form: 'Dates',
};

/**
 * The English detail of each refusal (spec §5 texts, exactly). Clients map the code to their own language;
 * this text is what a client without a translation shows (spec §8: "else detail").
 */
export function issueMessage(issue: BlockIssue): string {
  const label = FIELD_LABEL[issue.field];
  switch (issue.code) {
    case 'FIELD_REQUIRED':
      return `${label} field is required. Please enter a valid value.`;
    case 'INVALID_DATE':
      return 'This field must be a valid date';
    case 'INVALID_TIME':
      return 'Invalid time format';
    case 'DATE_TOO_EARLY':
      return `${label} should be after or at ${issue.minDate ?? ''}`;
    case 'TIME_TOO_EARLY':
      return `${label} should be after or at ${issue.minTime ? formatTime12(issue.minTime) : ''}`;
    case 'TIME_TOO_LATE':
      return `${label} should be before or at ${issue.maxTime ? formatTime12(issue.maxTime) : ''}`;
    case 'CHECKOUT_BEFORE_CHECKIN':
      return 'Check-out must be after check-in';
    case 'DATE_OUTSIDE_MONTH':
      return 'The dates must lie in the selected month';
    case 'CHECK_IN_LOCKED':
      return 'The check-in of a stay that has started can not be changed.';
    case 'PAST_RESERVATION':
      return 'Can not edit/remove past reservation.';
    case 'CANNOT_REMOVE_RESERVATION':
      return 'Can not remove reservation.';
    case 'TERMINATION_PERIOD':
      return 'Owner Stays cannot be accommodated during the Contract Termination period. Please contact Support for more details.';
    case 'PROPERTY_ALREADY_RESERVED':
      return 'The property is already reserved for your selected dates';
  }
}

export const STAY_NOT_FOUND = 'Reservation not found';
export const IDEMPOTENCY_KEY_REUSED = 'This Idempotency-Key was already used for a different owner stay';
