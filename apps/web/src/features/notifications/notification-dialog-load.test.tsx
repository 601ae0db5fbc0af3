import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { writeValues } from '../../lib/session/storage.ts';
import { jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { renderRoute } from '../../test/render.tsx';
import { NotificationBell } from './notification-bell.tsx';

// The dialog's code is downloaded when the owner reaches for the bell (decision 070). Here its first download fails,
// as it would offline; the second succeeds.
const downloads = vi.hoisted(() => ({ failuresLeft: 1 }));
vi.mock('./notification-dialog.tsx', async (importOriginal) => {
  if (downloads.failuresLeft > 0) {
    downloads.failuresLeft -= 1;
    throw new TypeError('Failed to fetch dynamically imported module');
  }
  return importOriginal();
});

const SLOW = { timeout: 5000 };

describe('the bell’s dialog when its code cannot be downloaded', () => {
  it('says so in the dialog with a retry, which downloads it again and shows the list', async () => {
    writeValues({
      'session-token': 'session-abc',
      'session-user': { userId: 7, name: 'owner@example.com', fullName: 'Olivia Owens', isPordalUser: false },
    });
    mockFetch((call) => {
      const path = new URL(call.url, 'http://x').pathname;
      if (path === '/api/notifications/unread_count') return jsonResponse(200, { unread: 0 });
      if (path === '/api/notifications') return jsonResponse(200, []);
      return jsonResponse(404, { code: 'NOT_FOUND' });
    });
    renderRoute({ path: '*', url: '/properties', element: <NotificationBell /> });
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }, SLOW));
    const retry = await screen.findByRole('button', { name: 'Retry' }, SLOW);
    expect(screen.getByRole('dialog', { name: 'Notifications' })).toContainElement(retry);
    // The bell itself stays.
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    fireEvent.click(retry);
    expect(await screen.findByText('You have no notifications.', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});
