import { BLOCK_RULE_CODES } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERROR_DESCRIPTIONS, errorBody, errorStatus, isErrorCode } from './errors.ts';

describe('the error registry', () => {
  it('declares every code with a status and a description', () => {
    for (const code of ERROR_CODES) {
      expect(ERROR_DESCRIPTIONS[code].length, code).toBeGreaterThan(10);
      expect(errorStatus(code), code).toBeGreaterThanOrEqual(400);
    }
    expect(errorStatus('INTERNAL')).toBe(500);
    expect(errorStatus('PROPERTY_ALREADY_RESERVED')).toBe(409);
    expect(errorStatus('TERMINATION_PERIOD')).toBe(422);
  });

  it('holds every block rule code the domain can return', () => {
    for (const code of BLOCK_RULE_CODES) expect(isErrorCode(code), code).toBe(true);
  });

  it('is closed: an unknown code is refused by the schema, and is a type error', () => {
    const body = { status: 422, code: 'SOMETHING_ELSE', title: 'SOMETHING_ELSE', detail: 'x' };
    expect(errorBody.safeParse(body).success).toBe(false);
    expect(isErrorCode('SOMETHING_ELSE')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
    // @ts-expect-error a code outside the registry does not compile
    expect(() => errorStatus('SOMETHING_ELSE')).toThrow();
  });
});
