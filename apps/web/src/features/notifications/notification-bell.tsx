import type { Notification } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BellIcon } from '../../components/ui/icons.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { useUnreadCount } from './api/get-unread-count.ts';
import { useReadNotification } from './api/read-notification.ts';
import { NotificationDetail } from './components/notification-detail.tsx';
import { NotificationList } from './components/notification-list.tsx';
import { showNotification } from './components/notification-title.ts';
import { useLiveNotifications } from './live/use-live-notifications.ts';
import { registerNotificationsTexts } from './notifications-i18n.ts';
import './notifications.css';

registerNotificationsTexts();

const BADGE_MAX = 99;

/**
 * The top bar's bell (spec §2): the unread count on it, said in its name and announced politely when it changes;
 * it opens the list, and a notification opens in the same dialog. Opening an unread one marks it read.
 */
export function NotificationBell() {
  const { t, i18n } = useTranslation('notifications');
  useLiveNotifications();
  const count = useUnreadCount();
  const read = useReadNotification();
  const [isOpen, setIsOpen] = useState(false);
  const [opened, setOpened] = useState<Notification | null>(null);
  const [returnTo, setReturnTo] = useState<number | undefined>(undefined);
  const unread = count.data?.unread ?? 0;

  const open = (notification: Notification) => {
    setOpened(notification);
    if (notification.read_at === null) read.mutate(notification);
  };
  const close = () => {
    setIsOpen(false);
    setOpened(null);
    setReturnTo(undefined);
  };
  const shown = opened ? showNotification(opened, i18n.language, t) : null;

  return (
    <>
      <button
        type="button"
        className="ui-icon-button top-bar__action notification-bell"
        aria-label={unread > 0 ? t('bell.labelUnread', { count: unread }) : t('bell.label')}
        aria-haspopup="dialog"
        onClick={() => setIsOpen(true)}
      >
        <BellIcon />
        {unread > 0 ? (
          <span className="notification-bell__badge" aria-hidden="true">
            {unread > BADGE_MAX ? `${BADGE_MAX}+` : unread}
          </span>
        ) : null}
      </button>
      <span className="visually-hidden" aria-live="polite" aria-atomic="true">
        {count.isSuccess ? (unread > 0 ? t('bell.announce', { count: unread }) : t('bell.announceNone')) : ''}
      </span>
      <Modal isOpen={isOpen} onClose={close} title={shown ? <bdi>{shown.title}</bdi> : t('list.title')}>
        {shown ? (
          <NotificationDetail
            shown={shown}
            onBack={() => {
              setReturnTo(shown.notification.id);
              setOpened(null);
            }}
            onNavigate={close}
          />
        ) : (
          <NotificationList onOpen={open} focusId={returnTo} />
        )}
      </Modal>
    </>
  );
}
