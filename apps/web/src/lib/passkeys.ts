import { isIpAddress } from '@portal/domain';
import { browserSupportsWebAuthn, WebAuthnError } from '@simplewebauthn/browser';

/**
 * Whether passkeys can work on this page: a browser with WebAuthn, on a host name (browsers refuse an IP address as
 * the relying party, so on http://127.0.0.1 the app offers none; decision 090).
 */
export function canUsePasskeys(): boolean {
  return browserSupportsWebAuthn() && !isIpAddress(window.location.hostname);
}

/** The person closed the browser's passkey dialog, or another ceremony replaced this one: not an error to report. */
export function isPasskeyCancelled(error: unknown): boolean {
  if (error instanceof WebAuthnError && error.code === 'ERROR_CEREMONY_ABORTED') return true;
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'NotAllowedError' || name === 'AbortError';
}

/** This device already holds a passkey of this account (the server listed it as excluded). */
export function isPasskeyAlreadyHere(error: unknown): boolean {
  return error instanceof WebAuthnError && error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED';
}
