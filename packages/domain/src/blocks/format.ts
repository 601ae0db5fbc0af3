import { type LocalTime, secondsOf } from '../dates/index.ts';

/** '15:00' → '3:00 PM' (docs/product/shell-and-languages.md#dates-times-and-numbers: 12-hour with AM/PM); for the server's English messages. */
export function formatTime12(time: LocalTime): string {
  const minutes = Math.floor(secondsOf(time) / 60);
  const hours = Math.floor(minutes / 60);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes % 60).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}
