import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../test/fetch-mock.ts';
import { installGlobalErrorReporting, reportClientError } from './client-errors.ts';

describe('client error reporting', () => {
  it('reports when the sample falls under 0.1 and only logs otherwise', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { calls } = mockFetch(() => jsonResponse(200, { success: true }));
    expect(await reportClientError(new Error('kept'), () => 0.099)).toBe(true);
    expect(await reportClientError(new Error('dropped'), () => 0.1)).toBe(false);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/client-errors');
    expect(JSON.parse(calls[0]?.body ?? '{}')).toMatchObject({ message: 'kept' });
    expect(console.error).toHaveBeenCalledTimes(2);
  });

  it('reports unhandled rejections through the window listener', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { calls } = mockFetch(() => jsonResponse(200, { success: true }));
    const uninstall = installGlobalErrorReporting(() => 0);
    const event = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.assign(event, { reason: new Error('lost promise') });
    window.dispatchEvent(event);
    uninstall();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(JSON.parse(calls[0]?.body ?? '{}').message).toBe('lost promise');
  });
});
