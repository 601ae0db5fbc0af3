import { Navigate, useNavigate, useParams } from 'react-router';
import { paths } from '../../config/paths.ts';
import { readString } from '../../lib/session/storage.ts';
import { STORAGE_KEYS } from '../../lib/session/storage-keys.ts';
import { SurveyScreen } from './components/survey-screen.tsx';

const toId = (value: string | null | undefined) => (value && /^\d{1,10}$/.test(value) ? Number(value) : null);

/**
 * docs/product/settings-surveys.md#the-four-surveys /settings/property-survey/{propertyId?}/{step?}: the step is the section number in the URL. Without a
 * property, the one last opened is used; after saving, the owner goes to the property's summary.
 */
export function PropertySurveyPage() {
  const params = useParams();
  const navigate = useNavigate();
  const propertyId = toId(params.propertyId);
  if (propertyId === null) {
    const remembered = toId(readString(STORAGE_KEYS.propertyId));
    const to = remembered === null ? paths.settings.getHref() : paths.settingsPropertySurvey.getHref(remembered);
    return <Navigate to={to} replace />;
  }
  const step = Math.max((toId(params.step) ?? 1) - 1, 0);
  return (
    <SurveyScreen
      survey={{ kind: 'property', propertyId }}
      step={step}
      onStep={(next) => navigate(paths.settingsPropertySurvey.getHref(propertyId, next + 1), { replace: true })}
      backHref={paths.settings.getHref(propertyId)}
      onSaved={() => navigate(paths.settingsSummary.getHref(propertyId))}
    />
  );
}
