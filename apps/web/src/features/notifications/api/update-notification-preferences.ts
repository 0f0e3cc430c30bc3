import { apiPaths, type NotificationPreferences, type NotificationPreferencesBody } from '@kora/shared';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { type ChannelChange, withChannel } from '../preference-rules';
import { notificationKeys, preferencesMutationKey } from './notification-keys';

/** Turns channels on or off and/or records the person's time zone. */
export function updateNotificationPreferences(body: NotificationPreferencesBody) {
  return api('put', apiPaths.notificationPreferences, { body });
}

/**
 * One switch of /settings « Notifications »: it moves at once, the saves run one after another in the order of the
 * taps (two quick taps on one switch end as the second), and a refused save puts back only its own switch. The
 * server answers with the preferences: its word is taken once no other save waits, so a tap made meanwhile never
 * flickers back.
 */
export function useChangeChannel() {
  const queryClient = useQueryClient();
  const key = notificationKeys.preferences;
  return useMutation({
    mutationKey: preferencesMutationKey,
    scope: { id: apiPaths.notificationPreferences },
    mutationFn: (change: ChannelChange) => updateNotificationPreferences({ changes: [change] }),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<NotificationPreferences>(key, (current) => current && withChannel(current, change));
    },
    onSuccess: (answer) => takeIfLast(queryClient, answer),
    onError: (_error, change) => {
      queryClient.setQueryData<NotificationPreferences>(key, (current) => current && withChannel(current, { ...change, enabled: !change.enabled }));
    },
  });
}

/** The server's preferences, unless another save still waits (its tap is on screen, its own answer will follow). */
function takeIfLast(queryClient: QueryClient, answer: NotificationPreferences): void {
  // This save still counts among those running.
  if (queryClient.isMutating({ mutationKey: preferencesMutationKey }) <= 1) queryClient.setQueryData(notificationKeys.preferences, answer);
}

/** Tells the server the browser's time zone (quiet hours are counted in it); the section says it at once. */
export function useSetTimeZone() {
  const queryClient = useQueryClient();
  const key = notificationKeys.preferences;
  return useMutation({
    mutationKey: preferencesMutationKey,
    scope: { id: apiPaths.notificationPreferences },
    mutationFn: (timeZone: string) => updateNotificationPreferences({ changes: [], timeZone }),
    onMutate: (timeZone) => {
      const before = queryClient.getQueryData<NotificationPreferences>(key)?.timeZone;
      queryClient.setQueryData<NotificationPreferences>(key, (current) => current && { ...current, timeZone });
      return { before };
    },
    onSuccess: (answer) => takeIfLast(queryClient, answer),
    onError: (_error, _timeZone, context) => {
      const before = context?.before;
      if (before) queryClient.setQueryData<NotificationPreferences>(key, (current) => current && { ...current, timeZone: before });
    },
  });
}
