import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { browser } from '../lib/browser.ts';
import { jsonResponse, mockFetch } from '../test/fetch-mock.ts';
import { AppErrorBoundary } from './app-error-boundary.tsx';

function Broken(): never {
  throw new Error('render failed');
}

describe('AppErrorBoundary', () => {
  it('shows a fallback and reports the error when the sample hits', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(browser, 'random').mockReturnValue(0.05);
    const { calls } = mockFetch(() => jsonResponse(200, { success: true }));
    render(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    await vi.waitFor(() => expect(calls.map((call) => call.url)).toContain('/api/client-errors'));
    expect(JSON.parse(calls[0]?.body ?? '{}').message).toBe('render failed');
  });
});
