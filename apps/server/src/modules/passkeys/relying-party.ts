import type { Config } from '../../config.ts';

export interface RelyingParty {
  /** The RP id: PUBLIC_URL's host name (a passkey is bound to it; an IP address is refused by browsers). */
  id: string;
  /** The one origin whose answers are accepted. */
  origin: string;
  name: string;
}

/** Passkeys belong to PUBLIC_URL: its host is the RP id, its origin the only origin accepted (decision 090). */
export function relyingPartyOf(config: Pick<Config, 'publicUrl'>): RelyingParty {
  const url = new URL(config.publicUrl);
  return { id: url.hostname, origin: url.origin, name: 'Owner portal' };
}
