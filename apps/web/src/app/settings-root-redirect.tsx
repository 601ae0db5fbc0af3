import { Navigate, useSearchParams } from 'react-router';
import { paths } from '../config/paths.ts';

/** /settings opens the menu; /settings?initialize=true (the thank-you page's edit link, docs/product/settings.md#settings-menu) reopens onboarding. */
export function SettingsRootRedirect() {
  const [params] = useSearchParams();
  const isInitialize = params.get('initialize') === 'true';
  return <Navigate to={isInitialize ? paths.settingsInitialize.getHref() : paths.settings.getHref()} replace />;
}
