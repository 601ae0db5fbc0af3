import { API_SCOPES, CHANNEL_FEED_FAILURES, WEBHOOK_EVENT_TYPES } from '@portal/domain';
import { localeProblems } from '@portal/i18n/parity';
import { describe, expect, it } from 'vitest';
import { STAFF_SECURITY_TEXTS } from './components/second-factor/security-texts.ts';
import { textKey } from './components/text-key.ts';
import { STAFF_INTEGRATION_TEXTS } from './integrations-i18n.ts';
import { STAFF_MESSAGE_TEXTS, STAFF_STATEMENT_TEXTS, STAFF_TEXTS } from './staff-i18n.ts';

describe('the staff console texts (loaded with the console, outside the eager locale folders)', () => {
  it('have the same keys in en, ru and ar, and no empty text', () => {
    expect(localeProblems(STAFF_TEXTS)).toEqual([]);
    expect(localeProblems(STAFF_STATEMENT_TEXTS)).toEqual([]);
    expect(localeProblems(STAFF_MESSAGE_TEXTS)).toEqual([]);
    expect(localeProblems(STAFF_SECURITY_TEXTS)).toEqual([]);
    expect(localeProblems(STAFF_INTEGRATION_TEXTS)).toEqual([]);
  });

  it('name every scope, webhook event and feed failure in words, by keys i18next can read', () => {
    for (const texts of Object.values(STAFF_INTEGRATION_TEXTS)) {
      for (const scope of API_SCOPES) expect(texts.keys.scopes, scope).toHaveProperty(textKey(scope));
      for (const type of WEBHOOK_EVENT_TYPES) expect(texts.events, type).toHaveProperty(textKey(type));
      for (const failure of CHANNEL_FEED_FAILURES) expect(texts.failures, failure).toHaveProperty(failure);
    }
  });
});
