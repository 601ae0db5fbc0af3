import type { Notification } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/ui/modal.tsx';
import { useReadNotification } from './api/read-notification.ts';
import { NotificationDetail } from './components/notification-detail.tsx';
import { NotificationList } from './components/notification-list.tsx';
import { showNotification } from './components/notification-title.ts';

/**
 * The bell's dialog: the list, and a notification opened in the same dialog. Opening an unread one marks it read. A
 * chunk of its own (decision 070): a page's first load carries the bell, not what its dialog reads notifications with.
 */
export function NotificationDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation('notifications');
  const read = useReadNotification();
  const [opened, setOpened] = useState<Notification | null>(null);
  const [returnTo, setReturnTo] = useState<number | undefined>(undefined);

  const open = (notification: Notification) => {
    setOpened(notification);
    if (notification.read_at === null) read.mutate(notification);
  };
  const shown = opened ? showNotification(opened, i18n.language, t) : null;

  return (
    <Modal isOpen onClose={onClose} title={shown ? <bdi>{shown.title}</bdi> : t('list.title')}>
      {shown ? (
        <NotificationDetail
          shown={shown}
          onBack={() => {
            setReturnTo(shown.notification.id);
            setOpened(null);
          }}
          onNavigate={onClose}
        />
      ) : (
        <NotificationList onOpen={open} focusId={returnTo} />
      )}
    </Modal>
  );
}
