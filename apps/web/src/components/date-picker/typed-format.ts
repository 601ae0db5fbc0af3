import { type DateOrder, type LocalDate, readTypedDate, type TypedDate, writeTypedDate } from '@portal/domain';

/** How a language writes a day in figures: the order of day, month and year, and the separator between them. */
export interface TypedFormat {
  order: DateOrder;
  separator: string;
}

const ORDERS: readonly DateOrder[] = ['mdy', 'dmy', 'ymd'];
const BIDI_MARKS = /[\u200e\u200f\u061c]/g;
const cache = new Map<string, TypedFormat>();

/** The numeric date of a locale as Intl writes it: en-US 03/12/2030, ru-RU 12.03.2030, ar-AE 12/03/2030. */
export function typedFormatOf(locale: string): TypedFormat {
  const known = cache.get(locale);
  if (known) return known;
  const parts = new Intl.DateTimeFormat(locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatToParts(new Date(Date.UTC(2030, 2, 12)));
  const order = parts
    .filter((part) => part.type === 'day' || part.type === 'month' || part.type === 'year')
    .map((part) => part.type[0])
    .join('') as DateOrder;
  const separator =
    parts
      .find((part) => part.type === 'literal')
      ?.value.replace(BIDI_MARKS, '')
      .trim() || '/';
  const format = { order: ORDERS.includes(order) ? order : 'dmy', separator };
  cache.set(locale, format);
  return format;
}

export const writeDate = (date: LocalDate, format: TypedFormat) => writeTypedDate(date, format.order, format.separator);
export const readDate = (text: string, format: TypedFormat): TypedDate => readTypedDate(text, format.order);

/** 'MM/DD/YYYY', 'ДД.ММ.ГГГГ', 'يوم/شهر/سنة': the order spelled with the language's own letters for each part. */
export function datePattern(format: TypedFormat, units: { day: string; month: string; year: string }): string {
  const unit = { d: units.day, m: units.month, y: units.year } as const;
  return [...format.order].map((letter) => unit[letter as 'd' | 'm' | 'y']).join(format.separator);
}
