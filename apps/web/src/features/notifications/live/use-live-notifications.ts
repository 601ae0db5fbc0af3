import type { UnreadCountResponse } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { apiConfig } from '../../../lib/api/config.ts';
import { buildUrl } from '../../../lib/api/http-client.ts';
import { ownAuthHeaders } from '../../../lib/api/index.ts';
import { useSession } from '../../../lib/session/session-store.ts';
import { notificationKeys } from '../api/keys.ts';
import { openLiveStream } from './live-stream.ts';
import { unreadFromEvent } from './notifications-event.ts';

function subscribeToVisibility(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

/** Whether the page is on screen: a hidden tab holds no stream (browsers allow 6 connections per host over HTTP/1.1). */
function useIsPageVisible(): boolean {
  return useSyncExternalStore(subscribeToVisibility, () => document.visibilityState !== 'hidden');
}

/**
 * While an owner is signed in and the page is on screen, GET /api/events keeps the bell's count current without a
 * reload: each `event: notifications` sets the count and marks the list stale. The stream reconnects by itself; after
 * a reconnection (events may have been missed) both are asked again; a stream opened anew sends the count first. It
 * stops at sign-out, when the shell unmounts, and while the tab is hidden.
 */
export function useLiveNotifications(): void {
  const queryClient = useQueryClient();
  const session = useSession();
  const token = session.adminSessionToken ?? session.sessionToken;
  const userId = session.user?.userId;
  const isVisible = useIsPageVisible();

  useEffect(() => {
    if (!token || userId === undefined || !isVisible) return;
    const stream = openLiveStream({
      url: buildUrl(apiConfig.ownBase, '/events'),
      headers: ownAuthHeaders,
      onEvent: (event) => {
        const unread = unreadFromEvent(event);
        if (unread === null) return;
        queryClient.setQueryData<UnreadCountResponse>(notificationKeys.unread, { unread });
        void queryClient.invalidateQueries({ queryKey: notificationKeys.list });
      },
      onOpen: (isReconnect) => {
        if (isReconnect) void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
      },
      // A refused stream means the session is gone: asking for the count through the owner API signs out as any
      // other 401 does (decision 012).
      onRefused: () => void queryClient.invalidateQueries({ queryKey: notificationKeys.unread }),
    });
    return () => stream.close();
  }, [token, userId, isVisible, queryClient]);
}
