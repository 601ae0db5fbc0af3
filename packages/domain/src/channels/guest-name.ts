/**
 * What a channel writes in an event's SUMMARY when it names nobody: Airbnb "Reserved" and "Airbnb (Not available)",
 * Booking.com "CLOSED - Not available", Vrbo "Reserved - Jane D" or "Blocked". A summary made only of these words
 * carries no guest name.
 */
const STATUS_WORDS = new Set([
  'airbnb',
  'available',
  'block',
  'blocked',
  'booked',
  'booking',
  'booking.com',
  'closed',
  'expedia',
  'hold',
  'homeaway',
  'not',
  'owner',
  'reservation',
  'reserved',
  'stay',
  'tentative',
  'unavailable',
  'vrbo',
]);

const isStatusOnly = (piece: string) =>
  piece
    .toLowerCase()
    .replace(/[()[\]]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => STATUS_WORDS.has(word));

/** The guest's name in a channel event's summary, or null when the summary is only a status ("Reserved - Jane D" → "Jane D"). */
export function guestNameFromSummary(summary: string | null | undefined): string | null {
  const pieces = (summary ?? '')
    .split(/\s[-–—:|]\s|:\s/)
    .map((piece) => piece.trim())
    .filter(Boolean);
  const named = pieces.filter((piece) => !isStatusOnly(piece));
  const name = named.join(' ').trim();
  return name ? name.slice(0, 200) : null;
}
