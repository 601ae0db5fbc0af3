import type { Notification, NotificationContent } from '@portal/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { writeValues } from '../../lib/session/storage.ts';
import { jsonResponse, mockFetch, type RecordedCall } from '../../test/fetch-mock.ts';
import { renderRoute } from '../../test/render.tsx';
import { NotificationBell } from './notification-bell.tsx';

const content = (value: Partial<NotificationContent>) =>
  JSON.stringify({ personal_data: [], properties_data: [], ...value });

// The first render of a file imports and lays out a lot on a busy machine: its first wait may take longer.
const SLOW = { timeout: 5000 };

const NOTIFICATIONS: Notification[] = [
  {
    id: 31,
    content: content({
      title: { en: 'Check your details', ru: 'Проверьте данные', ar: 'تحقق من بياناتك' },
      message: { en: 'Two things need a look.' },
      personal_data: ['passport_number'],
      properties_data: [
        { nickname: 'Palm Villa 7', property_id: 3 },
        { nickname: 'Marina Gate 1204', property_id: 4 },
      ],
    }),
    read_at: null,
    created_at: '2026-03-03T09:15:00.000Z',
    is_survey: '0',
  },
  { id: 30, content: content({}), read_at: null, created_at: '2026-03-02T09:15:00.000Z', is_survey: '1' },
  {
    id: 12,
    content: content({ message: { en: 'Your statement is ready.' } }),
    read_at: '2026-02-01T10:00:00.000Z',
    created_at: '2026-02-01T09:00:00.000Z',
    is_survey: '0',
  },
];

// The same list, its survey notification about one property (it leads to that property's survey).
const SURVEY_OF_PROPERTY = NOTIFICATIONS.map((notification) =>
  notification.id === 30
    ? {
        ...notification,
        id: 29,
        content: content({ properties_data: [{ nickname: 'Creek Harbour 88', property_id: 5 }] }),
      }
    : notification,
);

/** The owner API as the bell uses it; reading one lowers the count, the survey answers `isCompleted`. */
function serve(options: { isCompleted?: boolean; surveyOfProperty?: boolean } = {}) {
  let unread = 2;
  let streamController: ReadableStreamDefaultController<Uint8Array> | null = null;
  const fetched = mockFetch((call: RecordedCall) => {
    const path = new URL(call.url, 'http://x').pathname;
    if (path === '/api/events') {
      const body = new ReadableStream<Uint8Array>({
        start: (controller) => {
          streamController = controller;
        },
      });
      return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
    }
    if (path === '/api/notifications/unread_count') return jsonResponse(200, { unread });
    if (path === '/api/notifications')
      return jsonResponse(200, options.surveyOfProperty ? SURVEY_OF_PROPERTY : NOTIFICATIONS);
    if (path === '/api/readnotification') {
      unread -= 1;
      return jsonResponse(200, { success: true });
    }
    if (path === '/api/owner_survey') {
      return jsonResponse(200, {
        surveyData: {
          kind: 'onboarding',
          version: 1,
          sections: [],
          isRussian: false,
          isCompleted: options.isCompleted ?? true,
          comingSoon: false,
        },
        property: null,
        completedSurveys: [],
      });
    }
    return jsonResponse(404, { code: 'NOT_FOUND', detail: path });
  });
  const push = (text: string) => streamController?.enqueue(new TextEncoder().encode(text));
  return { ...fetched, push };
}

function renderBell() {
  writeValues({
    'session-token': 'session-abc',
    'session-user': { userId: 7, name: 'owner@example.com', fullName: 'Olivia Owens', isPordalUser: false },
  });
  return renderRoute({
    path: '*',
    url: '/properties',
    element: <NotificationBell />,
  });
}

describe('the notification bell', () => {
  it('shows the unread count, says it in its name, and announces it politely', async () => {
    serve();
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' }, SLOW);
    expect(within(bell).getByText('2')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('You have 2 unread notifications').closest('[aria-live]')).toHaveAttribute(
      'aria-live',
      'polite',
    );
  });

  it('opens the stream with the owner API’s headers, and a pushed count changes the bell without a reload', async () => {
    const server = serve();
    renderBell();
    await screen.findByRole('button', { name: 'Notifications, 2 unread' }, SLOW);
    const stream = server.calls.find((call) => call.url === '/api/events');
    expect(stream?.headers.authorization).toBe(`Basic ${btoa('7:session-abc')}`);
    expect(stream?.headers.accept).toBe('text/event-stream');
    await act(async () => server.push('event: notifications\ndata: {"unread":5}\n\n'));
    expect(await screen.findByRole('button', { name: 'Notifications, 5 unread' })).toBeInTheDocument();
    expect(screen.getByText('You have 5 unread notifications')).toBeInTheDocument();
  });

  it('holds no stream while the tab is hidden, and opens one again when it is shown', async () => {
    const server = serve();
    renderBell();
    await screen.findByRole('button', { name: 'Notifications, 2 unread' }, SLOW);
    const streams = () => server.fetchMock.mock.calls.filter(([url]) => url === '/api/events');
    expect(streams()).toHaveLength(1);
    const setVisibility = (state: DocumentVisibilityState) => {
      Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
      act(() => {
        document.dispatchEvent(new Event('visibilitychange'));
      });
    };
    try {
      setVisibility('hidden');
      expect((streams()[0]?.[1] as RequestInit | undefined)?.signal?.aborted).toBe(true);
      setVisibility('visible');
      await waitFor(() => expect(streams()).toHaveLength(2));
    } finally {
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    }
  });

  it('lists unread ones first as the server sent them, marked New; opening one marks it read and the count drops', async () => {
    const server = serve();
    const { router } = renderBell();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }, SLOW));
    // The dialog loads when the bell is reached for; until then it says it is loading.
    const items = await screen.findAllByRole('button', { name: /Received/ }, SLOW);
    const dialog = screen.getByRole('dialog', { name: 'Notifications' });
    expect(dialog).toContainElement(items[0] as HTMLElement);
    expect(items.map((item) => item.querySelector('.notification-item__title')?.textContent)).toEqual([
      'Check your details',
      'Please complete your survey',
      'Message from the management company',
    ]);
    expect(within(items[0] as HTMLElement).getByText('New')).toBeInTheDocument();
    expect(within(items[2] as HTMLElement).queryByText('New')).toBeNull();
    expect(items[0]).toHaveTextContent('Received Mar 3, 2026');

    fireEvent.click(items[0] as HTMLElement);
    const detail = await screen.findByRole('dialog', { name: 'Check your details' });
    expect(within(detail).getByText('Two things need a look.')).toBeInTheDocument();
    expect(within(detail).getByRole('link', { name: 'Open my personal details' })).toHaveAttribute(
      'href',
      '/settings/personal-survey',
    );
    expect(within(detail).getByRole('link', { name: 'Palm Villa 7' })).toHaveAttribute('href', '/settings/summary/3');
    expect(within(detail).getByRole('link', { name: 'Marina Gate 1204' })).toHaveAttribute(
      'href',
      '/settings/summary/4',
    );
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    expect(server.calls.some((call) => call.url === '/api/readnotification?id_notification=31&guesty_id=7')).toBe(true);

    // A link goes where it says and closes the dialog.
    fireEvent.click(within(detail).getByRole('link', { name: 'Palm Villa 7' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/summary/3'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a read notification opens without telling the server again; Back returns to the list', async () => {
    const server = serve();
    renderBell();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }, SLOW));
    fireEvent.click(await screen.findByRole('button', { name: /Message from the management company/ }, SLOW));
    const detail = await screen.findByRole('dialog', { name: 'Message from the management company' });
    expect(within(detail).getByText('Your statement is ready.')).toBeInTheDocument();
    fireEvent.click(within(detail).getByRole('button', { name: 'Back to notifications' }));
    expect(await screen.findByRole('dialog', { name: 'Notifications' })).toBeInTheDocument();
    expect(server.calls.some((call) => call.url.startsWith('/api/readnotification'))).toBe(false);
  });

  it.each([
    [false, 30, '/settings/initialize'],
    [true, 30, '/settings/personal-survey'],
    [true, 29, '/settings/property-survey/5'],
  ])('a survey notification (onboarding completed: %s, id %s) leads to %s', async (isCompleted, id, href) => {
    serve({ isCompleted, surveyOfProperty: id === 29 });
    renderBell();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }, SLOW));
    fireEvent.click(await screen.findByRole('button', { name: /Please complete your survey/ }, SLOW));
    const detail = await screen.findByRole('dialog', { name: 'Please complete your survey' });
    await waitFor(() =>
      expect(within(detail).getByRole('link', { name: 'Complete the survey' })).toHaveAttribute('href', href),
    );
  });

  it('shows the texts in Arabic with the English fallback for a text the company wrote only in English', async () => {
    serve();
    const { i18n } = await import('../../lib/i18n.ts');
    await i18n.changeLanguage('ar');
    try {
      renderBell();
      fireEvent.click(await screen.findByRole('button', { name: 'الإشعارات، إشعاران غير مقروءين' }));
      fireEvent.click(await screen.findByRole('button', { name: /تحقق من بياناتك/ }));
      const detail = await screen.findByRole('dialog', { name: 'تحقق من بياناتك' });
      expect(within(detail).getByText('Two things need a look.')).toBeInTheDocument();
      expect(within(detail).getByRole('link', { name: 'فتح بياناتي الشخصية' })).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('says so when the list is empty, and offers a retry when it cannot be loaded', async () => {
    let fail = true;
    mockFetch((call) => {
      const path = new URL(call.url, 'http://x').pathname;
      if (path === '/api/notifications/unread_count') return jsonResponse(200, { unread: 0 });
      if (path === '/api/notifications') return fail ? jsonResponse(500, {}) : jsonResponse(200, []);
      return jsonResponse(503, {});
    });
    renderBell();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    // The dialog's code loads first (decision 070); then the list fails.
    const retry = await screen.findByRole('button', { name: 'Retry' }, SLOW);
    const dialog = screen.getByRole('dialog', { name: 'Notifications' });
    expect(dialog).toContainElement(retry);
    fail = false;
    fireEvent.click(retry);
    expect(await within(dialog).findByText('You have no notifications.')).toBeInTheDocument();
  });
});
