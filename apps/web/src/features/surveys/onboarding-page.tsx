import { useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { SurveyScreen } from './components/survey-screen.tsx';

/** docs/product/settings-surveys.md#onboarding /settings/initialize: the onboarding survey; once it is complete the owner goes to the property list. */
export function OnboardingPage() {
  const navigate = useNavigate();
  return (
    <SurveyScreen
      survey={{ kind: 'onboarding', propertyId: null }}
      backHref={paths.properties.getHref()}
      onSaved={(surveyData) => {
        if (surveyData.isCompleted) navigate(paths.properties.getHref());
      }}
    />
  );
}
