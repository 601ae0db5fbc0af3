import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

const subscribeOnline = (listener: () => void) => onlineManager.subscribe(listener);
const isOnline = () => onlineManager.isOnline();

/** Whether the device has a network, as TanStack Query sees it (the browser's online and offline events). */
export function useIsOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, isOnline, () => true);
}
