import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { FullScreenLoader } from '../../components/ui/full-screen-loader.tsx';
import { paths } from '../../config/paths.ts';
import { dropSession, signOut } from '../../lib/session/logout.ts';
import { signInAsAdmin } from '../../lib/session/session-store.ts';
import { isSignedIn } from '../../lib/session/storage.ts';
import { loginAsAdmin } from './api/login-as-admin.ts';
import { AuthLayout } from './components/auth-layout.tsx';

/** /admin-login/:token: signs out whoever is signed in, then signs in with the single-use admin token. */
export function AdminLoginPage() {
  const { t } = useTranslation('auth');
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [hasFailed, setHasFailed] = useState(false);
  const startedFor = useRef<string | null>(null);

  useEffect(() => {
    // The token is single-use: StrictMode's second effect run must not spend it twice.
    if (startedFor.current === token) return;
    startedFor.current = token;
    void (async () => {
      if (isSignedIn()) await signOut();
      try {
        signInAsAdmin(await loginAsAdmin(token));
        navigate(paths.properties.getHref(), { replace: true });
      } catch {
        dropSession();
        setHasFailed(true);
      }
    })();
  }, [token, navigate]);

  if (!hasFailed) return <FullScreenLoader label={t('adminLogin.pending')} />;
  return (
    <AuthLayout title={t('adminLogin.errorTitle')}>
      <Alert tone="error">{t('adminLogin.errorText')}</Alert>
      <div className="auth-form__links">
        <Link to={paths.login.getHref()}>{t('adminLogin.backToLogin')}</Link>
      </div>
    </AuthLayout>
  );
}
