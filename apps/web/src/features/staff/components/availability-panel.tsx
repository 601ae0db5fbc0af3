import type { AvailabilityFeedView } from '@portal/contract/integrations';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useAvailabilityChanges } from '../api/channels.ts';
import { CopyField } from './copy-field.tsx';
import { useStaffTime } from './use-staff-time.ts';

/** The property's availability link for the channels to import: made, copied, made again or turned off. */
export function AvailabilityPanel({
  propertyId,
  availability,
}: {
  propertyId: number;
  availability: AvailabilityFeedView;
}) {
  const { t } = useTranslation('staffIntegrations');
  const when = useStaffTime();
  const { create, revoke } = useAvailabilityChanges(propertyId);
  const [confirming, setConfirming] = useState<'recreate' | 'revoke' | null>(null);
  const run = (action: 'recreate' | 'revoke') => {
    setConfirming(null);
    if (action === 'revoke') revoke.mutate();
    else create.mutate();
  };
  return (
    <div className="staff-panel">
      <h2>{t('availability.title')}</h2>
      <p className="staff-muted">{t('availability.intro')}</p>
      {availability.url ? (
        <>
          <CopyField
            label={t('availability.label')}
            value={availability.url}
            hint={t('availability.since', { date: when(availability.createdAt) })}
          />
          {confirming ? (
            <Alert tone="warning" title={t(`availability.${confirming}Confirm`)}>
              <div className="staff-actions">
                <Button variant="danger" onClick={() => run(confirming)}>
                  {t(`availability.${confirming}`)}
                </Button>
                <Button variant="ghost" onClick={() => setConfirming(null)}>
                  {t('cancel')}
                </Button>
              </div>
            </Alert>
          ) : (
            <div className="staff-actions">
              <Button variant="secondary" isLoading={create.isPending} onClick={() => setConfirming('recreate')}>
                {t('availability.recreate')}
              </Button>
              <Button variant="ghost" isLoading={revoke.isPending} onClick={() => setConfirming('revoke')}>
                {t('availability.revoke')}
              </Button>
            </div>
          )}
        </>
      ) : (
        <>
          <p>{t('availability.none')}</p>
          <Button isLoading={create.isPending} onClick={() => create.mutate()}>
            {t('availability.create')}
          </Button>
        </>
      )}
      {create.isError || revoke.isError ? <Alert tone="error">{t('actionFailed')}</Alert> : null}
    </div>
  );
}
