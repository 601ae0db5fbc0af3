import { checkDefinition, type Localized, type SurveySection } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { SHIPPED_DEFINITIONS } from './index.ts';

function texts(section: SurveySection): [string, Localized][] {
  const found: [string, Localized][] = [[`${section.id}.name`, section.name]];
  if (section.description) found.push([`${section.id}.description`, section.description]);
  for (const field of section.fields) {
    const at = `${section.id}.${field.id}`;
    found.push([`${at}.name`, field.name]);
    if (field.placeholder) found.push([`${at}.placeholder`, field.placeholder]);
    if (field.customValidationMessage) found.push([`${at}.message`, field.customValidationMessage]);
    for (const option of field.options ?? []) found.push([`${at}.${option.value}`, option.label]);
    for (const entry of field.multipleFields ?? []) found.push([`${at}.${entry.id}`, entry.name]);
  }
  return found;
}

describe('the shipped survey definitions', () => {
  it.each(Object.entries(SHIPPED_DEFINITIONS))('%s is sound', (_kind, sections) => {
    expect(checkDefinition({ sections })).toEqual([]);
  });

  it.each(Object.entries(SHIPPED_DEFINITIONS))(
    '%s speaks English, Russian and Arabic everywhere',
    (_kind, sections) => {
      for (const [path, text] of sections.flatMap(texts)) {
        for (const language of ['en', 'ru', 'ar'] as const)
          expect(text[language].trim(), `${path} ${language}`).not.toBe('');
        expect(text.ar, `${path} has Arabic letters`).toMatch(/[\u0600-\u06FF]|^[A-Za-z0-9&()/ +]+$/);
        expect(text.ru, `${path} has Cyrillic letters`).toMatch(/[\u0400-\u04FF]|^[A-Za-z0-9&()/ +]+$/);
      }
    },
  );

  it('onboarding is sectioned as docs/product/settings-surveys.md#the-four-surveys says: personal, property, permit, bank, utilities', () => {
    expect(SHIPPED_DEFINITIONS.onboarding.map((section) => section.kind)).toEqual([
      'personalDetails',
      'personalDetails',
      'propertyDetails',
      'propertyDetails',
      'bankData',
      'utilities',
    ]);
    const permit = SHIPPED_DEFINITIONS.onboarding.flatMap((s) => s.fields).map((field) => field.bind);
    expect(permit).toEqual(expect.arrayContaining(['property.dtcm_unique_code', 'property.permit_expires_at']));
  });
});
