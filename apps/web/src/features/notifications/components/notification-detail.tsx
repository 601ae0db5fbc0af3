import type { NotificationContent } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { BackIcon } from '../../../components/ui/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { surveyQueryOptions } from '../../../lib/survey/get-survey.ts';
import { formatReceived } from '../format-received.ts';
import type { ShownNotification } from './notification-title.ts';

/**
 * Where a survey notification leads (decision 035): the onboarding survey while it is incomplete (nothing else can be
 * filled before it); else the property survey of the one property the notification names; else the personal survey.
 */
function useSurveyHref(enabled: boolean, content: NotificationContent | null): string {
  const onboarding = useQuery({
    ...surveyQueryOptions({ kind: 'onboarding', propertyId: null }),
    select: (response) => response.surveyData.isCompleted,
    enabled,
  });
  if (onboarding.data === false) return paths.settingsInitialize.getHref();
  const [property, ...others] = content?.properties_data ?? [];
  if (property && others.length === 0) return paths.settingsPropertySurvey.getHref(property.property_id);
  return paths.personalSurvey.getHref();
}

function ContentLinks({ content, onNavigate }: { content: NotificationContent; onNavigate: () => void }) {
  const { t } = useTranslation('notifications');
  const properties = content.properties_data;
  return (
    <>
      {content.personal_data.length > 0 ? (
        <div className="notification-detail__block">
          <p>{t('detail.personal')}</p>
          <Link className="notification-detail__link" to={paths.personalSurvey.getHref()} onClick={onNavigate}>
            {t('detail.personalLink')}
          </Link>
        </div>
      ) : null}
      {properties.length > 0 ? (
        <div className="notification-detail__block">
          <p>{t('detail.properties', { count: properties.length })}</p>
          <ul className="notification-detail__properties">
            {properties.map((property) => (
              <li key={property.property_id}>
                <Link
                  className="notification-detail__link"
                  to={paths.settingsSummary.getHref(property.property_id)}
                  onClick={onNavigate}
                >
                  <bdi>{property.nickname}</bdi>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}

export interface NotificationDetailProps {
  shown: ShownNotification;
  onBack: () => void;
  /** A link inside was followed: the dialog closes. */
  onNavigate: () => void;
}

/** One notification in the owner's language, with the links its content asks for (docs/product/notifications.md#content: summary, personal survey). */
export function NotificationDetail({ shown, onBack, onNavigate }: NotificationDetailProps) {
  const { t, i18n } = useTranslation('notifications');
  const { notification, content, message } = shown;
  const isSurvey = notification.is_survey === '1';
  const surveyHref = useSurveyHref(isSurvey, content);
  const backRef = useRef<HTMLButtonElement>(null);
  useEffect(() => backRef.current?.focus(), []);

  return (
    <div className="notification-detail">
      <button ref={backRef} type="button" className="notification-detail__back" onClick={onBack}>
        <BackIcon />
        <span>{t('detail.back')}</span>
      </button>
      <p className="notification-detail__date">
        {t('list.received', { date: formatReceived(notification.created_at, i18n.language) })}
      </p>
      {content === null ? <Alert tone="warning">{t('detail.unreadable')}</Alert> : null}
      {message ? (
        <p className="notification-detail__message" dir="auto">
          {message}
        </p>
      ) : null}
      {content ? <ContentLinks content={content} onNavigate={onNavigate} /> : null}
      {isSurvey ? (
        <div className="notification-detail__block">
          <p>{t('detail.survey')}</p>
          <Link className="notification-detail__link" to={surveyHref} onClick={onNavigate}>
            {t('detail.surveyLink')}
          </Link>
        </div>
      ) : null}
    </div>
  );
}
