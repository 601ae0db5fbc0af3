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
 * (conditional mediation), and the button opens the browser's dialog. A dismissed dialog is no error; after the
 * button's attempt the autofill listens again, with a fresh challenge.
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

  const finish = useRef(async (answer: AuthenticationResponseJSON) => {
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
      // A browser that cannot offer passkeys here refuses at once: the field then offers none, silently.
      const answer = await startAuthentication({ optionsJSON, useBrowserAutofill: true }).catch(() => null);
      if (!answer || !isActive) return;
      // The owner picked a passkey: a refusal now is worth saying. The autofill listens again after the next try
      // with the button, not by itself (an automated authenticator would answer it again at once, for ever).
      await finish(answer).catch((error: unknown) => {
        if (isActive) live.current.onFailed(error);
      });
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
        // Starting this ceremony ends the autofill's; after a failed try the autofill listens again.
        await finish(await startAuthentication({ optionsJSON }));
      } catch (error) {
        if (!isPasskeyCancelled(error)) live.current.onFailed(error);
        live.current.listen();
      }
    })();
  };

  return { isAvailable, isPending, signInWithDialog };
}
