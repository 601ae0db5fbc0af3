import type { NotificationsEvent } from '@portal/contract';
import type { SseEvent } from './sse-parser.ts';

/**
 * The contract's `notificationsEvent` (`{ unread: an integer }`), checked without zod: a frame comes as soon as the
 * stream opens, on every page, and the first screen loads no zod (decision 070). A test holds it to the schema.
 */
export function isNotificationsEvent(value: unknown): value is NotificationsEvent {
  return typeof value === 'object' && value !== null && Number.isInteger((value as { unread?: unknown }).unread);
}

/** The unread count an `event: notifications` frame carries; null for any other event or a body that is not one. */
export function unreadFromEvent(event: SseEvent): number | null {
  if (event.event !== 'notifications') return null;
  try {
    const body: unknown = JSON.parse(event.data);
    return isNotificationsEvent(body) ? body.unread : null;
  } catch {
    return null;
  }
}
