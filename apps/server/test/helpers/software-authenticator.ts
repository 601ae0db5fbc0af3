import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A passkey authenticator in software, for server tests: it makes the registration and sign-in answers a browser
 * would send (ES256 key, "none" attestation, CBOR as WebAuthn writes it), and can be told to lie (another origin,
 * another RP id, a counter that goes backwards, a signature over something else) so each refusal can be proved.
 */
const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_DATA = 0x40;

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

function uint32(value: number): Buffer {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32BE(value >>> 0);
  return buffer;
}

/** The public key as a COSE_Key (EC2, P-256, ES256), as authenticator data carries it. */
function coseKey(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: 'jwk' });
  const key = new Map<number, number | Uint8Array>([
    [1, 2],
    [3, -7],
    [-1, 1],
    [-2, Buffer.from(jwk.x ?? '', 'base64url')],
    [-3, Buffer.from(jwk.y ?? '', 'base64url')],
  ]);
  return isoCBOR.encode(key as never);
}

export interface CeremonyOptions {
  /** The page's origin the browser would write into clientDataJSON. */
  origin?: string;
  /** The RP id whose hash starts the authenticator data. */
  rpId?: string;
  /** Overrides the signature counter for this answer (otherwise it counts up by one). */
  counter?: number;
  /** Whether the authenticator says it verified the user (PIN, fingerprint). */
  userVerified?: boolean;
  /** The user handle to return; the one stored at registration by default. */
  userHandle?: string | null;
}

export class SoftwareAuthenticator {
  readonly credentialId: string;
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  private userHandle: string | null = null;
  counter = 0;

  constructor(
    private readonly defaults: { origin: string; rpId: string },
    options: { countsSignatures?: boolean } = {},
  ) {
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = pair.privateKey;
    this.publicKey = pair.publicKey;
    this.credentialId = b64url(randomBytes(16));
    this.countsSignatures = options.countsSignatures ?? true;
  }

  private readonly countsSignatures: boolean;

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  private nextCounter(override: number | undefined): number {
    if (override !== undefined) return override;
    if (!this.countsSignatures) return 0;
    this.counter += 1;
    return this.counter;
  }

  /** navigator.credentials.create() for these options (challenge and user id from the server's options). */
  register(
    options: { challenge: string; user: { id: string } },
    overrides: CeremonyOptions = {},
  ): RegistrationResponseJSON {
    const rpId = overrides.rpId ?? this.defaults.rpId;
    const flags = FLAG_USER_PRESENT | FLAG_ATTESTED_DATA | (overrides.userVerified === false ? 0 : FLAG_USER_VERIFIED);
    const credentialId = Buffer.from(this.credentialId, 'base64url');
    const length = Buffer.alloc(2);
    length.writeUInt16BE(credentialId.length);
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([flags]),
      uint32(this.nextCounter(overrides.counter)),
      Buffer.alloc(16),
      length,
      credentialId,
      coseKey(this.publicKey),
    ]);
    this.userHandle = options.user.id;
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]) as never,
    );
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(
          this.clientData('webauthn.create', options.challenge, overrides.origin ?? this.defaults.origin),
        ),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** navigator.credentials.get() for a challenge: an assertion signed with this credential's key. */
  authenticate(challenge: string, overrides: CeremonyOptions = {}): AuthenticationResponseJSON {
    const rpId = overrides.rpId ?? this.defaults.rpId;
    const flags = FLAG_USER_PRESENT | (overrides.userVerified === false ? 0 : FLAG_USER_VERIFIED);
    const authData = Buffer.concat([sha256(rpId), Buffer.from([flags]), uint32(this.nextCounter(overrides.counter))]);
    const clientDataJSON = this.clientData('webauthn.get', challenge, overrides.origin ?? this.defaults.origin);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), this.privateKey);
    const userHandle = overrides.userHandle === undefined ? this.userHandle : overrides.userHandle;
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        ...(userHandle === null ? {} : { userHandle }),
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }
}
