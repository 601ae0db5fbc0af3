import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api/api-error.ts';
import { LoadFailure } from './load-failure.tsx';

const offline = new ApiError({ status: 0, code: 'NETWORK_ERROR', detail: 'Failed to fetch' });
const missing = new ApiError({ status: 404, code: 'NOT_FOUND', detail: 'Reservation not found' });
const broken = new ApiError({ status: 500, code: 'INTERNAL', detail: 'Internal server error' });

describe('LoadFailure', () => {
  it('a request that got no answer says so and offers a retry, even where a 404 text is given', () => {
    const onRetry = vi.fn();
    render(<LoadFailure error={offline} onRetry={onRetry} notFound="Reservation not found" />);
    expect(screen.getByRole('alert')).toHaveTextContent("Couldn't reach the server");
    expect(screen.queryByText('Reservation not found')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('a real 404 shows the screen’s own not-found text without a retry', () => {
    render(<LoadFailure error={missing} onRetry={() => {}} notFound="Reservation not found" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Reservation not found');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a 503 says the service is briefly unavailable, with a retry', () => {
    const unavailable = new ApiError({ status: 503, code: 'SERVICE_UNAVAILABLE', detail: 'storage full' });
    render(<LoadFailure error={unavailable} onRetry={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The service is briefly unavailable. Nothing you saved was lost; please try again in a minute.',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('any other failure is the generic error with a retry', () => {
    render(<LoadFailure error={broken} onRetry={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent('An error occured');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
