import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BellIcon } from '../../components/ui/icons.tsx';
import { Modal } from '../../components/ui/modal.tsx';

// The notifications feature replaces this body with the real list; the shell only owns the bell's place.
export function NotificationBell() {
  const { t } = useTranslation('common');
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="ui-icon-button top-bar__action"
        aria-label={t('topBar.notifications')}
        onClick={() => setIsOpen(true)}
      >
        <BellIcon />
      </button>
      <Modal isOpen={isOpen} onClose={() => setIsOpen(false)} title={t('topBar.notifications')}>
        <p>{t('notifications.empty')}</p>
      </Modal>
    </>
  );
}
