import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toApiError } from '../../../lib/api/api-error.ts';
import { registerIntegrationTexts } from '../integrations-i18n.ts';
import { ChannelFeedForm } from './channel-feed-form.tsx';

registerIntegrationTexts();

const taken = toApiError(409, {
  status: 409,
  code: 'FEED_ALREADY_ADDED',
  title: 'FEED_ALREADY_ADDED',
  detail: 'The property already has a feed with this URL',
});

describe('the channel calendar form', () => {
  it('refuses an empty channel and an address that is not http(s), sending nothing', () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    render(<ChannelFeedForm submitLabel="Add calendar" isPending={false} error={null} onSubmit={onSubmit} />);
    fireEvent.input(screen.getByLabelText('Calendar address (iCal)'), { target: { value: 'webcal://example.com/a' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add calendar' }));
    expect(screen.getByLabelText('Channel')).toHaveAccessibleDescription(
      expect.stringContaining('This field is required'),
    );
    expect(screen.getByLabelText('Calendar address (iCal)')).toHaveAccessibleDescription(
      expect.stringContaining('Enter an address that starts with http:// or https://'),
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps what was typed when the server refuses it, and says why in words', async () => {
    const onSubmit = vi.fn(() => Promise.reject(taken));
    const { rerender } = render(
      <ChannelFeedForm submitLabel="Add calendar" isPending={false} error={null} onSubmit={onSubmit} />,
    );
    fireEvent.input(screen.getByLabelText('Channel'), { target: { value: ' Airbnb ' } });
    fireEvent.input(screen.getByLabelText('Calendar address (iCal)'), {
      target: { value: 'https://www.airbnb.com/calendar/ical/1.ics?s=x' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add calendar' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        channel: 'Airbnb',
        url: 'https://www.airbnb.com/calendar/ical/1.ics?s=x',
      }),
    );
    rerender(<ChannelFeedForm submitLabel="Add calendar" isPending={false} error={taken} onSubmit={onSubmit} />);
    expect(screen.getByRole('alert')).toHaveTextContent('This property already has a calendar with this address.');
    expect(screen.getByLabelText('Channel')).toHaveValue(' Airbnb ');
    expect(screen.getByLabelText('Calendar address (iCal)')).toHaveValue(
      'https://www.airbnb.com/calendar/ical/1.ics?s=x',
    );
  });
});
