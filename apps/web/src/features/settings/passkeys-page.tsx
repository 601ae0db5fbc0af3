import type { PasskeyView } from '@portal/contract';
import { deviceNameOf, PASSKEY_NAME_MAX_LENGTH } from '@portal/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { LoadFailure } from '../../components/ui/load-failure.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { isApiError } from '../../lib/api/api-error.ts';
import { canUsePasskeys, isPasskeyAlreadyHere, isPasskeyCancelled } from '../../lib/passkeys.ts';
import { useAddPasskey, usePasskeys, useRemovePasskey } from './api/passkeys.ts';
import { ConfirmPasswordForm } from './passkeys/confirm-password-form.tsx';
import { PasskeyList } from './passkeys/passkey-list.tsx';
import './settings.css';
import './passkeys/passkeys.css';

type Notice = { tone: 'success' | 'error' | 'warning'; text: string } | null;

/**
 * Settings › Passkeys (decision 090): the list with each passkey's last use; adding or removing one needs the
 * password typed again first. Removing one here stops it signing in; the device keeps its copy until the owner
 * deletes it there.
 */
export function PasskeysPage() {
  const { t } = useTranslation('settings');
  const list = usePasskeys();
  const add = useAddPasskey();
  const remove = useRemovePasskey();
  const [isAvailable] = useState(canUsePasskeys);
  const [isConfirmed, setIsConfirmed] = useState(false);
  const [name, setName] = useState(() => deviceNameOf(navigator.userAgent));
  const [nameError, setNameError] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [toRemove, setToRemove] = useState<PasskeyView | null>(null);

  const refused = (error: unknown) => {
    if (isApiError(error) && error.code === 'REAUTHENTICATION_REQUIRED') {
      setIsConfirmed(false);
      setNotice({ tone: 'warning', text: t('passkeys.confirmAgain') });
    } else if (isApiError(error) && error.code === 'ADMIN_SESSION_NOT_ALLOWED') {
      setNotice({ tone: 'error', text: t('passkeys.adminNotAllowed') });
    } else if (isPasskeyAlreadyHere(error) || (isApiError(error) && error.code === 'PASSKEY_ALREADY_REGISTERED')) {
      setNotice({ tone: 'error', text: t('passkeys.alreadyHere') });
    } else if (isPasskeyCancelled(error)) {
      setNotice({ tone: 'warning', text: t('passkeys.cancelled') });
    } else {
      setNotice({ tone: 'error', text: t('passkeys.failed') });
    }
  };

  const onAdd = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const trimmed = name.trim();
    setNameError(trimmed ? null : t('common:validation.required', { field: t('passkeys.name') }));
    if (!trimmed) return;
    try {
      await add.mutateAsync(trimmed);
      setNotice({ tone: 'success', text: t('passkeys.addedNotice', { name: trimmed }) });
    } catch (error) {
      refused(error);
    }
  };

  const onRemove = async () => {
    if (!toRemove) return;
    const passkey = toRemove;
    setToRemove(null);
    setNotice(null);
    try {
      await remove.mutateAsync(passkey.id);
      setNotice({ tone: 'success', text: t('passkeys.removedNotice', { name: passkey.name }) });
    } catch (error) {
      refused(error);
    }
  };

  return (
    <section className="page settings-page">
      <h1 className="settings-page__title">{t('passkeys.title')}</h1>
      <p className="settings-page__intro">{t('passkeys.intro')}</p>
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      <h2 className="passkeys-section__title">{t('passkeys.yours')}</h2>
      {list.isPending ? <Loading /> : null}
      {list.isError ? <LoadFailure error={list.error} onRetry={() => void list.refetch()} /> : null}
      {list.data ? <PasskeyList passkeys={list.data.passkeys} canRemove={isConfirmed} onRemove={setToRemove} /> : null}
      <h2 className="passkeys-section__title">{t('passkeys.addTitle')}</h2>
      {!isAvailable ? <Alert tone="info">{t('passkeys.unavailable')}</Alert> : null}
      {isAvailable && !isConfirmed ? <ConfirmPasswordForm onConfirmed={() => setIsConfirmed(true)} /> : null}
      {isAvailable && isConfirmed ? (
        <form className="settings-form" noValidate onSubmit={(event) => void onAdd(event)}>
          <TextField
            label={t('passkeys.name')}
            hint={t('passkeys.nameHint')}
            maxLength={PASSKEY_NAME_MAX_LENGTH}
            value={name}
            error={nameError}
            onChange={(event) => setName(event.target.value)}
          />
          <Button type="submit" isFullWidth isLoading={add.isPending}>
            {t('passkeys.add')}
          </Button>
        </form>
      ) : null}
      <Modal
        isOpen={toRemove !== null}
        onClose={() => setToRemove(null)}
        title={t('passkeys.removeTitle')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setToRemove(null)}>
              {t('passkeys.keep')}
            </Button>
            <Button variant="danger" isLoading={remove.isPending} onClick={() => void onRemove()}>
              {t('passkeys.remove')}
            </Button>
          </>
        }
      >
        <p>{t('passkeys.removeText', { name: toRemove?.name ?? '' })}</p>
      </Modal>
    </section>
  );
}
