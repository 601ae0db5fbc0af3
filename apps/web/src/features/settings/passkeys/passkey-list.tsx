import type { PasskeyView } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { formatDateTime } from '../../../lib/format.ts';

const zone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The owner's passkeys: name, when added, when last used; a remove button once the password is confirmed. */
export function PasskeyList({
  passkeys,
  canRemove,
  onRemove,
}: {
  passkeys: PasskeyView[];
  canRemove: boolean;
  onRemove: (passkey: PasskeyView) => void;
}) {
  const { t, i18n } = useTranslation('settings');
  const when = (iso: string) => formatDateTime(iso, zone(), i18n.language);
  if (passkeys.length === 0) return <p className="settings-page__intro">{t('passkeys.empty')}</p>;
  return (
    <ul className="passkey-list" aria-label={t('passkeys.listLabel')}>
      {passkeys.map((passkey) => (
        <li key={passkey.id} className="passkey-list__item">
          <div>
            <p className="passkey-list__name">
              <bdi>{passkey.name}</bdi>
            </p>
            <p className="passkey-list__meta">{t('passkeys.added', { when: when(passkey.createdAt) })}</p>
            <p className="passkey-list__meta">
              {passkey.lastUsedAt
                ? t('passkeys.lastUsed', { when: when(passkey.lastUsedAt) })
                : t('passkeys.neverUsed')}
            </p>
          </div>
          {canRemove ? (
            <Button
              variant="secondary"
              aria-label={t('passkeys.removeNamed', { name: passkey.name })}
              onClick={() => onRemove(passkey)}
            >
              {t('passkeys.remove')}
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
