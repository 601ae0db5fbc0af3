import { useNavigate, useParams } from 'react-router';
import { paths } from '../../config/paths.ts';
import { SurveyScreen } from './components/survey-screen.tsx';

/** docs/product/settings-surveys.md#the-four-surveys /settings/personal-survey/{propertyId?} (Edit profile); after saving, back to the settings list. */
export function PersonalSurveyPage() {
  const { propertyId } = useParams();
  const navigate = useNavigate();
  const back = paths.settings.getHref(propertyId);
  return (
    <SurveyScreen survey={{ kind: 'personal', propertyId: null }} backHref={back} onSaved={() => navigate(back)} />
  );
}
