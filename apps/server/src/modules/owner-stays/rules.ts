import {
  type BlockFormValues,
  type BlockIssue,
  type BlockRuleCode,
  type LocalParts,
  parseWireDateTime,
  wireFieldOf,
} from '@portal/domain';
import { AppError } from '../../http/errors.ts';
import { issueMessage } from './messages.ts';

/** A wire date-time as the form's date and time; what cannot be read is passed on raw for the rules to name. */
function splitWire(value: string | undefined, timeZone: string): LocalParts {
  const trimmed = value?.trim() ?? '';
  if (!trimmed) return { date: '', time: '' };
  const parsed = parseWireDateTime(trimmed, timeZone);
  if (parsed) return parsed;
  const [date = '', time = ''] = trimmed.split('T', 2);
  return { date, time };
}

export function formValuesFromWire(input: {
  checkIn?: string | undefined;
  checkOut?: string | undefined;
  accessAnswer?: string | null | undefined;
  timeZone: string;
}): BlockFormValues {
  const from = splitWire(input.checkIn, input.timeZone);
  const to = splitWire(input.checkOut, input.timeZone);
  return {
    fromDate: from.date,
    fromTime: from.time,
    toDate: to.date,
    toTime: to.time,
    accessAnswer: input.accessAnswer,
  };
}

/** Refuses with the first issue's code and detail; field issues also go in `validation` under checkIn/checkOut. */
export function throwIfIssues(issues: BlockIssue[]): void {
  const [first] = issues;
  if (!first) return;
  const validation = issues.flatMap((issue) => {
    const path = wireFieldOf(issue.field);
    return path ? [{ path, code: issue.code, message: issueMessage(issue) }] : [];
  });
  throw new AppError(first.code, issueMessage(first), validation.length > 0 ? validation : undefined);
}

export function refusal(code: BlockRuleCode): AppError {
  return new AppError(code, issueMessage({ field: 'form', code }));
}
