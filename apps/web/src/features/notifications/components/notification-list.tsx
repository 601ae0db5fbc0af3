import type { Notification } from '@portal/contract';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useNotifications } from '../api/get-notifications.ts';
import { formatReceived } from '../format-received.ts';
import { showNotification } from './notification-title.ts';

export interface NotificationListProps {
  onOpen: (notification: Notification) => void;
  /** The item to give focus back to when the reader returns from one. */
  focusId?: number;
}

/** At most 10, in the server's order (unread first, then newest); an unread one is marked "New", not by colour alone. */
export function NotificationList({ onOpen, focusId }: NotificationListProps) {
  const { t, i18n } = useTranslation('notifications');
  const list = useNotifications(true);
  const hasRestoredFocus = useRef(false);
  if (list.isPending) {
    return (
      <p className="notifications__state" role="status">
        <Spinner size="small" /> {t('list.loading')}
      </p>
    );
  }
  if (list.isError) return <LoadFailure error={list.error} onRetry={() => void list.refetch()} />;
  if (list.data.length === 0) return <p className="notifications__state">{t('list.empty')}</p>;
  return (
    <ul className="notifications__list">
      {list.data.map((notification) => {
        const shown = showNotification(notification, i18n.language, t);
        return (
          <li key={notification.id}>
            <button
              type="button"
              className={`notification-item${shown.isUnread ? ' notification-item--unread' : ''}`}
              onClick={() => onOpen(notification)}
              ref={(element) => {
                if (!element || notification.id !== focusId || hasRestoredFocus.current) return;
                hasRestoredFocus.current = true;
                element.focus();
              }}
            >
              <span className="notification-item__head">
                <span className="notification-item__title" dir="auto">
                  {shown.title}
                </span>
                {shown.isUnread ? <span className="notification-item__badge">{t('list.new')}</span> : null}
              </span>
              {shown.message ? (
                <span className="notification-item__preview" dir="auto">
                  {shown.message}
                </span>
              ) : null}
              <span className="notification-item__date">
                {t('list.received', { date: formatReceived(notification.created_at, i18n.language) })}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
