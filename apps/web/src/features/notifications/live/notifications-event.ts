import { notificationsEvent } from '@portal/contract';
import type { SseEvent } from './sse-parser.ts';

/** The unread count an `event: notifications` frame carries; null for any other event or a body that is not one. */
export function unreadFromEvent(event: SseEvent): number | null {
  if (event.event !== 'notifications') return null;
  try {
    const parsed = notificationsEvent.safeParse(JSON.parse(event.data));
    return parsed.success ? parsed.data.unread : null;
  } catch {
    return null;
  }
}
