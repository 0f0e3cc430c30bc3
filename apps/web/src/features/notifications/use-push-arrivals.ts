import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { notificationKeys } from './api/notification-keys';

/** What the service worker posts to open pages when a push arrives (src/sw/service-worker.js). */
export const PUSH_ARRIVED_MESSAGE = 'kora:notification';

export function isPushArrived(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === PUSH_ARRIVED_MESSAGE;
}

/** While mounted, a push reaching this device asks the badge, and the list if on screen, again. */
export function usePushArrivals(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const container = 'serviceWorker' in navigator ? navigator.serviceWorker : null;
    if (!container) return;
    const onMessage = (event: MessageEvent) => {
      if (isPushArrived(event.data)) void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    };
    container.addEventListener('message', onMessage);
    return () => container.removeEventListener('message', onMessage);
  }, [queryClient]);
}
