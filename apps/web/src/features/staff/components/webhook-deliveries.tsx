import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useDeliveries, useWebhookChanges } from '../api/webhooks.ts';
import { textKey } from './text-key.ts';
import { useStaffTime } from './use-staff-time.ts';

/** An endpoint's newest deliveries: the event, where it stands, every attempt's answer, and a way to send it again. */
export function WebhookDeliveries({ endpointId }: { endpointId: number }) {
  const { t } = useTranslation('staffIntegrations');
  const when = useStaffTime();
  const deliveries = useDeliveries(endpointId);
  const { resend } = useWebhookChanges();
  if (deliveries.isPending) return <Spinner />;
  if (deliveries.isError) return <LoadFailure error={deliveries.error} onRetry={() => void deliveries.refetch()} />;
  if (deliveries.data.deliveries.length === 0) return <p className="staff-muted">{t('hooks.deliveries.empty')}</p>;
  return (
    <div className="staff-table-wrap">
      <table className="staff-table">
        <thead>
          <tr>
            <th scope="col">{t('hooks.deliveries.event')}</th>
            <th scope="col">{t('hooks.deliveries.created')}</th>
            <th scope="col">{t('hooks.deliveries.state')}</th>
            <th scope="col">{t('hooks.deliveries.attempts')}</th>
            <th scope="col">{t('hooks.deliveries.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {deliveries.data.deliveries.map((delivery) => (
            <tr key={delivery.id}>
              <td>{t(`events.${textKey(delivery.eventType)}`)}</td>
              <td>{when(delivery.createdAt)}</td>
              <td className={delivery.state === 'failed' ? 'staff-state--failing' : undefined}>
                {t(`hooks.deliveries.states.${delivery.state}`)}
                {delivery.nextAttemptAt ? (
                  <span className="staff-muted staff-email">
                    {t('hooks.deliveries.next', { date: when(delivery.nextAttemptAt) })}
                  </span>
                ) : null}
              </td>
              <td>
                <ol className="staff-attempts">
                  {delivery.log.map((attempt) => (
                    <li key={attempt.attemptedAt}>
                      {attempt.status !== null
                        ? t('hooks.deliveries.answered', { time: when(attempt.attemptedAt), status: attempt.status })
                        : t('hooks.deliveries.noAnswer', {
                            time: when(attempt.attemptedAt),
                            reason: t(`failures.${attempt.error ?? 'network'}`, { status: '' }),
                          })}
                    </li>
                  ))}
                </ol>
              </td>
              <td>
                <Button
                  variant="secondary"
                  isLoading={resend.isPending && resend.variables === delivery.id}
                  onClick={() => resend.mutate(delivery.id, { onSuccess: () => void deliveries.refetch() })}
                >
                  {t('hooks.deliveries.resend')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {resend.isSuccess ? <Alert tone="success">{t('hooks.deliveries.resent')}</Alert> : null}
      {resend.isError ? <Alert tone="error">{t('actionFailed')}</Alert> : null}
    </div>
  );
}
