/** The local-storage keys of docs/product/sign-in-and-session.md#the-stored-session, in one place. */
export const STORAGE_KEYS = {
  tokenConfig: 'token-config',
  sessionToken: 'session-token',
  adminSessionToken: 'admin-session-token',
  adminAccessToken: 'admin-access-token',
  // Not in the spec: who (of the company) is signed in as the owner, for the banner that names both.
  adminName: 'admin-name',
  sessionUser: 'session-user',
  userStatus: 'user-status',
  selectedProperty: 'selected-property',
  propertyId: 'property-id',
  ownerAppVersion: 'owner-app-version',
  // Not in the spec's list: the legacy bearer token must live somewhere; the spec keeps it beside the others.
  legacyToken: 'legacy-token',
  // Survives sign-out on purpose: the language is a device preference, not session data.
  language: 'language',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Everything a sign-out or a refused token clears (the language stays). */
export const SESSION_KEYS: StorageKey[] = Object.values(STORAGE_KEYS).filter((key) => key !== STORAGE_KEYS.language);

/**
 * Unsaved survey answers, per owner and survey (`survey-draft:<ownerId>:<kind>:<propertyId>`). They outlive an expired
 * session, so signing in again finds them, and go at an explicit sign-out (a shared device keeps no one's answers).
 */
export const DRAFT_KEY_PREFIX = 'survey-draft:';
/** An unsent support message, per owner (`support-draft:<ownerId>`); kept and cleared like the survey drafts. */
export const SUPPORT_DRAFT_KEY_PREFIX = 'support-draft:';
