import { describe, expect, it } from 'vitest';
import { toApiError } from './api-error.ts';

describe('toApiError', () => {
  it('keeps a code of the server registry', () => {
    const error = toApiError(409, { status: 409, code: 'PROPERTY_ALREADY_RESERVED', title: 'x', detail: 'taken' });
    expect(error).toMatchObject({ status: 409, code: 'PROPERTY_ALREADY_RESERVED', detail: 'taken' });
  });

  it('names a code outside the registry HTTP_ERROR and keeps what the body said', () => {
    expect(toApiError(502, { code: 'BAD_GATEWAY', detail: 'proxy' })).toMatchObject({
      code: 'HTTP_ERROR',
      rawCode: 'BAD_GATEWAY',
      detail: 'proxy',
    });
    expect(toApiError(500, '<html>')).toMatchObject({ code: 'HTTP_ERROR', rawCode: 'HTTP_ERROR', detail: '<html>' });
  });
});
