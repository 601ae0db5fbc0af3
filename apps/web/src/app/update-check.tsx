import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/ui/button.tsx';
import { Modal } from '../components/ui/modal.tsx';
import type { NativeInfo } from '../lib/native/platform.ts';
import { checkForUpdate } from '../lib/native/update-check.ts';
import { useSession } from '../lib/session/session-store.ts';

const STORE_URLS: Partial<Record<NativeInfo['platform'], string | undefined>> = {
  ios: import.meta.env.VITE_IOS_STORE_URL,
  android: import.meta.env.VITE_ANDROID_STORE_URL,
};

/** After sign-in, on the native wrapper only, asks the owner to update an outdated app (docs/product/shell-and-languages.md#native-app). */
export function UpdateCheck() {
  const { t } = useTranslation('common');
  const userId = useSession().user?.userId;
  const [outdated, setOutdated] = useState<NativeInfo | null>(null);

  useEffect(() => {
    if (userId === undefined) return;
    let isCurrent = true;
    void checkForUpdate().then((info) => {
      if (isCurrent) setOutdated(info);
    });
    return () => {
      isCurrent = false;
    };
  }, [userId]);

  const storeUrl = outdated ? STORE_URLS[outdated.platform] : undefined;
  return (
    <Modal
      isOpen={outdated !== null}
      onClose={() => setOutdated(null)}
      title={t('update.title')}
      footer={
        <>
          <Button variant="secondary" onClick={() => setOutdated(null)}>
            {t('update.later')}
          </Button>
          {storeUrl ? <Button onClick={() => window.open(storeUrl, '_system')}>{t('update.action')}</Button> : null}
        </>
      }
    >
      <p>{t('update.text')}</p>
    </Modal>
  );
}
