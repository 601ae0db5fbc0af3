import { isLocalDate, type LocalDate } from './local-date.ts';

/** The order a language writes a numeric date in: 03/12/2030 (en-US), 12.03.2030 (ru), 12/03/2030 (ar). */
export type DateOrder = 'mdy' | 'dmy' | 'ymd';

/** Why typed text is not a day: it cannot be read as one, or it names one the calendar does not have (31/02). */
export type TypedDateProblem = 'DATE_FORMAT' | 'DATE_IMPOSSIBLE';

export type TypedDate = { date: LocalDate; problem: null } | { date: null; problem: TypedDateProblem };

const EASTERN_DIGITS = /[٠-٩۰-۹]/g;
const BIDI_MARKS = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g;

/** Arabic-Indic and Persian digits as ASCII, direction marks dropped, spaces trimmed. */
function normalise(text: string): string {
  return text
    .replace(EASTERN_DIGITS, (digit) => String((digit.codePointAt(0) ?? 0) & 0xf))
    .replace(BIDI_MARKS, '')
    .trim();
}

function groupsOf(text: string, order: DateOrder): string[] | null {
  // Eight digits with no separator (a phone's number pad) split as the order writes them.
  if (/^\d{8}$/.test(text)) {
    return order === 'ymd'
      ? [text.slice(0, 4), text.slice(4, 6), text.slice(6)]
      : [text.slice(0, 2), text.slice(2, 4), text.slice(4)];
  }
  const groups = text.split(/\s*[./\-\s،,]\s*/);
  return groups.length === 3 && groups.every((group) => /^\d{1,4}$/.test(group)) ? groups : null;
}

/**
 * Reads a date an owner typed in their language's numeric order ('03/12/2030' in English, '12.03.2030' in Russian,
 * '١٢/٠٣/٢٠٣٠' in Arabic); a first group of four digits is read as year-month-day whatever the language. The year
 * has four digits. Returns the day, or why it is not one.
 */
export function readTypedDate(text: string, order: DateOrder): TypedDate {
  const groups = groupsOf(normalise(text), order);
  if (!groups) return { date: null, problem: 'DATE_FORMAT' };
  const isYearFirst = (groups[0] ?? '').length === 4;
  const [year, month, day] = isYearFirst
    ? groups
    : order === 'mdy'
      ? [groups[2], groups[0], groups[1]]
      : order === 'dmy'
        ? [groups[2], groups[1], groups[0]]
        : groups;
  if (year?.length !== 4 || (month?.length ?? 0) > 2 || (day?.length ?? 0) > 2) {
    return { date: null, problem: 'DATE_FORMAT' };
  }
  const date = `${year}-${month?.padStart(2, '0')}-${day?.padStart(2, '0')}`;
  return isLocalDate(date) ? { date, problem: null } : { date: null, problem: 'DATE_IMPOSSIBLE' };
}

/** A day written in a language's numeric order with its separator: the way readTypedDate reads it back. */
export function writeTypedDate(date: LocalDate, order: DateOrder, separator: string): string {
  const [year, month, day] = date.split('-') as [string, string, string];
  const groups = order === 'mdy' ? [month, day, year] : order === 'dmy' ? [day, month, year] : [year, month, day];
  return groups.join(separator);
}
