import type { StaffLoginResponse, StaffSession } from '@portal/contract/staff';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LanguageSelector } from '../../../components/language-selector.tsx';
import { Loading } from '../../../components/ui/loading.tsx';
import { paths } from '../../../config/paths.ts';
import { storeStaffSession } from '../staff-session.ts';
import { StaffPasswordForm } from './staff-password-form.tsx';

const loadSecondFactor = () => import('./second-factor/second-factor-flow.tsx');
const SecondFactorFlow = lazy(async () => ({ default: (await loadSecondFactor()).SecondFactorFlow }));

/**
 * /staff/login: the password, then the second factor (decision 091). A member without one enrols it at the first
 * sign-in and sees their recovery codes once; the console opens only with a session from the second step.
 */
export function StaffLoginPage() {
  const { t } = useTranslation('staff');
  const navigate = useNavigate();
  const [signIn, setSignIn] = useState<StaffLoginResponse | null>(null);
  const [isExpired, setIsExpired] = useState(false);

  const open = (session: StaffSession) => {
    storeStaffSession(session);
    navigate(paths.staff.getHref(), { replace: true });
  };
  const expire = () => {
    setSignIn(null);
    setIsExpired(true);
  };

  return (
    <main className="staff-login">
      <div className="staff-login__card">
        <div className="staff-login__language">
          <LanguageSelector />
        </div>
        {signIn ? (
          <Suspense fallback={<Loading />}>
            <SecondFactorFlow signIn={signIn} onOpen={open} onExpired={expire} />
          </Suspense>
        ) : (
          <>
            <h1>{t('login.title')}</h1>
            <p className="staff-muted">{t('login.subtitle')}</p>
            <StaffPasswordForm
              isExpired={isExpired}
              onSubmitting={() => void loadSecondFactor()}
              onPassed={(passed) => {
                setIsExpired(false);
                setSignIn(passed);
              }}
            />
          </>
        )}
      </div>
    </main>
  );
}
