import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from '../../components/ui/error-boundary.tsx';
import { BellIcon } from '../../components/ui/icons.tsx';
import { LoadFailure } from '../../components/ui/load-failure.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { useUnreadCount } from './api/get-unread-count.ts';
import { useLiveNotifications } from './live/use-live-notifications.ts';
import { registerNotificationsTexts } from './notifications-i18n.ts';
import './notifications.css';

registerNotificationsTexts();

const BADGE_MAX = 99;

const loadDialog = () => import('./notification-dialog.tsx');
const lazyDialog = () => lazy(async () => ({ default: (await loadDialog()).NotificationDialog }));

/**
 * The top bar's bell (docs/product/notifications.md#the-bell): the unread count on it, said in its name and announced politely when it changes;
 * it opens the list in a dialog. The dialog loads when the owner reaches for the bell (a pointer on it, or focus),
 * so it is usually there by the click; until it is, the dialog says it is loading.
 */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  useLiveNotifications();
  const count = useUnreadCount();
  const [isOpen, setIsOpen] = useState(false);
  // A dialog whose code could not be downloaded (offline) says so with a retry, which asks for it again.
  // Each attempt is a lazy component of its own (React remembers a failed one's error).
  const [NotificationDialog, setNotificationDialog] = useState(lazyDialog);
  const unread = count.data?.unread ?? 0;
  const close = () => setIsOpen(false);

  return (
    <>
      <button
        type="button"
        className="ui-icon-button top-bar__action notification-bell"
        aria-label={unread > 0 ? t('bell.labelUnread', { count: unread }) : t('bell.label')}
        aria-haspopup="dialog"
        onPointerEnter={() => void loadDialog()}
        onPointerDown={() => void loadDialog()}
        onFocus={() => void loadDialog()}
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
      {isOpen ? (
        <ErrorBoundary
          fallback={(reset) => (
            <Modal isOpen onClose={close} title={t('list.title')}>
              <LoadFailure
                error={null}
                onRetry={() => {
                  setNotificationDialog(lazyDialog);
                  reset();
                }}
              />
            </Modal>
          )}
        >
          <Suspense
            fallback={
              <Modal isOpen onClose={close} title={t('list.title')}>
                <Loading />
              </Modal>
            }
          >
            <NotificationDialog onClose={close} />
          </Suspense>
        </ErrorBoundary>
      ) : null}
    </>
  );
}
