import type { LoginResponse } from '@portal/contract';
import {
  type AuthenticationResponseJSON,
  browserSupportsWebAuthnAutofill,
  startAuthentication,
  WebAuthnAbortService,
} from '@simplewebauthn/browser';
import { useEffect, useRef, useState } from 'react';
import { canUsePasskeys, isPasskeyCancelled } from '../../lib/passkeys.ts';
import { passkeySignInOptions, signInWithPasskey } from './api/passkey-sign-in.ts';

interface PasskeySignIn {
  /** Passkeys work here (a browser with WebAuthn, on a host name): the page offers the button. */
  isAvailable: boolean;
  isPending: boolean;
  /** The 'Sign in with a passkey' button: the browser's passkey dialog. */
  signInWithDialog: () => void;
}

/**
 * The sign-in page's passkeys (decision 090): the e-mail field's autofill offers them as soon as the page opens
 * (conditional mediation), and the button opens the browser's dialog. A dismissed dialog is no error; after any
 * attempt the autofill listens again, with a fresh challenge.
 */
export function usePasskeySignIn(
  onSignedIn: (response: LoginResponse) => void,
  onFailed: (error: unknown) => void,
): PasskeySignIn {
  const [isAvailable] = useState(canUsePasskeys);
  const [isPending, setIsPending] = useState(false);
  const live = useRef({ onSignedIn, onFailed, listen: () => {} });
  live.current.onSignedIn = onSignedIn;
  live.current.onFailed = onFailed;

  const finish = useRef(async (ceremony: Promise<AuthenticationResponseJSON>) => {
    const answer = await ceremony;
    setIsPending(true);
    try {
      live.current.onSignedIn(await signInWithPasskey(answer));
    } finally {
      setIsPending(false);
    }
  }).current;

  useEffect(() => {
    if (!isAvailable) return;
    let isActive = true;
    const listen = async () => {
      if (!(await browserSupportsWebAuthnAutofill()) || !isActive) return;
      // The autofill is an extra: without a challenge (offline, limited) the field simply offers no passkey.
      const optionsJSON = await passkeySignInOptions().catch(() => null);
      if (!optionsJSON || !isActive) return;
      try {
        await finish(startAuthentication({ optionsJSON, useBrowserAutofill: true }));
      } catch (error) {
        if (!isActive || isPasskeyCancelled(error)) return;
        live.current.onFailed(error);
        void listen();
      }
    };
    live.current.listen = () => void listen();
    void listen();
    return () => {
      isActive = false;
      WebAuthnAbortService.cancelCeremony();
    };
  }, [isAvailable, finish]);

  const signInWithDialog = () => {
    void (async () => {
      try {
        const optionsJSON = await passkeySignInOptions();
        // Starting this ceremony ends the autofill's; it listens again afterwards whatever happened.
        await finish(startAuthentication({ optionsJSON }));
      } catch (error) {
        if (!isPasskeyCancelled(error)) live.current.onFailed(error);
        live.current.listen();
      }
    })();
  };

  return { isAvailable, isPending, signInWithDialog };
}
