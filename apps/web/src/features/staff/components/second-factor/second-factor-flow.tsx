import type { StaffLoginResponse, StaffSession } from '@portal/contract/staff';
import { useState } from 'react';
import { EnrolStep } from './enrol-step.tsx';
import { RecoveryCodesStep, RecoveryUsedStep } from './recovery-codes-step.tsx';
import { registerSecurityTexts } from './security-texts.ts';
import { VerifyStep } from './verify-step.tsx';

registerSecurityTexts();

type After =
  | { kind: 'codes'; codes: string[]; session: StaffSession }
  | { kind: 'recovery-used'; left: number; session: StaffSession };

/**
 * Everything after the password (decision 091): the second factor, or its enrolment at the first sign-in followed by
 * the recovery codes shown once. A chunk of its own, loaded once the password is typed (the QR code and WebAuthn
 * code are not part of the console's first load).
 */
export function SecondFactorFlow({
  signIn,
  onOpen,
  onExpired,
}: {
  signIn: StaffLoginResponse;
  onOpen: (session: StaffSession) => void;
  onExpired: () => void;
}) {
  const [after, setAfter] = useState<After | null>(null);
  if (after?.kind === 'codes')
    return <RecoveryCodesStep codes={after.codes} onContinue={() => onOpen(after.session)} />;
  if (after?.kind === 'recovery-used') {
    return <RecoveryUsedStep left={after.left} onContinue={() => onOpen(after.session)} />;
  }
  if (signIn.stage === 'enrol') {
    return (
      <EnrolStep
        pendingToken={signIn.pendingToken}
        email={signIn.staff.email}
        onExpired={onExpired}
        onEnrolled={(session, codes) => setAfter({ kind: 'codes', codes, session })}
      />
    );
  }
  return (
    <VerifyStep
      pendingToken={signIn.pendingToken}
      method={signIn.method}
      onExpired={onExpired}
      onPassed={(session, left) =>
        left === undefined ? onOpen(session) : setAfter({ kind: 'recovery-used', left, session })
      }
    />
  );
}
