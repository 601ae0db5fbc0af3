import type { StaffLoginResponse, StaffSession } from '@portal/contract/staff';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LanguageSelector } from '../../../components/language-selector.tsx';
import { paths } from '../../../config/paths.ts';
import { storeStaffSession } from '../staff-session.ts';
import { EnrolStep } from './second-factor/enrol-step.tsx';
import { RecoveryCodesStep, RecoveryUsedStep } from './second-factor/recovery-codes-step.tsx';
import { VerifyStep } from './second-factor/verify-step.tsx';
import { StaffPasswordForm } from './staff-password-form.tsx';

type Stage =
  | { kind: 'password'; isExpired?: boolean }
  | { kind: 'pending'; signIn: StaffLoginResponse }
  | { kind: 'codes'; codes: string[]; session: StaffSession }
  | { kind: 'recovery-used'; left: number; session: StaffSession };

/**
 * /staff/login: the password, then the second factor (decision 091). A member without one enrols it here at the
 * first sign-in and sees their recovery codes once; the console opens only with a session from the second step.
 */
export function StaffLoginPage() {
  const { t } = useTranslation('staff');
  const navigate = useNavigate();
  const [stage, setStage] = useState<Stage>({ kind: 'password' });

  const open = (session: StaffSession) => {
    storeStaffSession(session);
    navigate(paths.staff.getHref(), { replace: true });
  };
  const expire = () => setStage({ kind: 'password', isExpired: true });

  let body: React.ReactNode;
  if (stage.kind === 'password') {
    body = (
      <>
        <h1>{t('login.title')}</h1>
        <p className="staff-muted">{t('login.subtitle')}</p>
        <StaffPasswordForm isExpired={stage.isExpired} onPassed={(signIn) => setStage({ kind: 'pending', signIn })} />
      </>
    );
  } else if (stage.kind === 'pending' && stage.signIn.stage === 'enrol') {
    body = (
      <EnrolStep
        pendingToken={stage.signIn.pendingToken}
        email={stage.signIn.staff.email}
        onExpired={expire}
        onEnrolled={(session, codes) => setStage({ kind: 'codes', codes, session })}
      />
    );
  } else if (stage.kind === 'pending' && stage.signIn.stage === 'second_factor') {
    body = (
      <VerifyStep
        pendingToken={stage.signIn.pendingToken}
        method={stage.signIn.method}
        onExpired={expire}
        onPassed={(session, left) =>
          left === undefined ? open(session) : setStage({ kind: 'recovery-used', left, session })
        }
      />
    );
  } else if (stage.kind === 'codes') {
    body = <RecoveryCodesStep codes={stage.codes} onContinue={() => open(stage.session)} />;
  } else if (stage.kind === 'recovery-used') {
    body = <RecoveryUsedStep left={stage.left} onContinue={() => open(stage.session)} />;
  }

  return (
    <main className="staff-login">
      <div className="staff-login__card">
        <div className="staff-login__language">
          <LanguageSelector />
        </div>
        {body}
      </div>
    </main>
  );
}
