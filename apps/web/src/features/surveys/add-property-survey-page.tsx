import { useNavigate, useParams } from 'react-router';
import { paths } from '../../config/paths.ts';
import { SurveyScreen } from './components/survey-screen.tsx';

/** docs/product/settings-surveys.md#the-four-surveys /settings/add-property-survey/{propertyId?}: a property to add; after saving, back to the list. */
export function AddPropertySurveyPage() {
  const { propertyId } = useParams();
  const navigate = useNavigate();
  const back = paths.settings.getHref(propertyId);
  return (
    <SurveyScreen survey={{ kind: 'add_property', propertyId: null }} backHref={back} onSaved={() => navigate(back)} />
  );
}
