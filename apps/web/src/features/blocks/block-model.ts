import type { OwnerStay } from '@portal/contract';
import {
  type AccessAnswer,
  type BlockFormValues,
  defaultBlock,
  isAccessAnswer,
  localParts,
  type StayRange,
} from '@portal/domain';
import { formatTimeOfDay, parseTimeOfDay } from './time-format.ts';

/** What the form holds: dates as 'YYYY-MM-DD', times as typed (shown the owner's way). */
export interface BlockFormState {
  fromDate: string;
  fromTime: string;
  toDate: string;
  toTime: string;
  note: string;
  accessAnswer: AccessAnswer | null;
}

export function createState(date: string, language: string): BlockFormState {
  const block = defaultBlock(date);
  return {
    fromDate: block.fromDate,
    fromTime: formatTimeOfDay(block.fromTime, language),
    toDate: block.toDate,
    toTime: formatTimeOfDay(block.toTime, language),
    note: '',
    accessAnswer: null,
  };
}

export function editState(stay: OwnerStay, language: string): BlockFormState {
  const from = localParts(new Date(stay.checkIn), stay.timeZone);
  const to = localParts(new Date(stay.checkOut), stay.timeZone);
  return {
    fromDate: from.date,
    fromTime: formatTimeOfDay(from.time, language),
    toDate: to.date,
    toTime: formatTimeOfDay(to.time, language),
    note: stay.note ?? '',
    accessAnswer: isAccessAnswer(stay.accessAnswer) ? stay.accessAnswer : null,
  };
}

export function stayRange(stay: OwnerStay): StayRange {
  return { checkIn: new Date(stay.checkIn), checkOut: new Date(stay.checkOut) };
}

/** A typed time as 'HH:mm'; what cannot be read is passed on as typed, so the rules call it an invalid time. */
export function timeValue(text: string): string {
  return text.trim() ? (parseTimeOfDay(text) ?? text.trim()) : '';
}

export function ruleValues(state: BlockFormState): BlockFormValues {
  return {
    fromDate: state.fromDate,
    fromTime: timeValue(state.fromTime),
    toDate: state.toDate,
    toTime: timeValue(state.toTime),
    accessAnswer: state.accessAnswer,
  };
}

/** Wall-clock date-times for the wire, read by the server in the property's zone. */
export function wireDates(state: BlockFormState): { checkIn: string; checkOut: string } {
  const values = ruleValues(state);
  return { checkIn: `${values.fromDate}T${values.fromTime}`, checkOut: `${values.toDate}T${values.toTime}` };
}
