import type { Notification } from '@portal/contract';
import type { TFunction } from 'i18next';
import { kindOf, localized, parseContent } from '../notification-content.ts';

/** A notification as the screens show it: its content read once, its title in the reader's language. */
export interface ShownNotification {
  notification: Notification;
  content: ReturnType<typeof parseContent>;
  title: string;
  message: string | undefined;
  isUnread: boolean;
}

export function showNotification(notification: Notification, language: string, t: TFunction): ShownNotification {
  const content = parseContent(notification.content);
  const kind = kindOf(content, notification.is_survey === '1');
  return {
    notification,
    content,
    title: localized(content?.title, language) ?? t(`notifications:titles.${kind}`),
    message: localized(content?.message, language),
    isUnread: notification.read_at === null,
  };
}
