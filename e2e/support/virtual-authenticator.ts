import type { CDPSession, Page } from '@playwright/test';

/**
 * A platform passkey authenticator inside Chromium (DevTools protocol, WebAuthn domain): it keeps discoverable
 * credentials, verifies the user at once and answers without any dialog, as Face ID or a fingerprint would.
 */
export interface VirtualAuthenticator {
  cdp: CDPSession;
  authenticatorId: string;
  /** The credentials it holds, with their signature counts. */
  credentials(): Promise<{ credentialId: string; rpId?: string; signCount: number; userHandle?: string }[]>;
}

export async function addVirtualAuthenticator(page: Page): Promise<VirtualAuthenticator> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    cdp,
    authenticatorId,
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  };
}
