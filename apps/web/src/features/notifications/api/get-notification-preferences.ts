import { apiPaths } from '@kora/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { notificationKeys } from './notification-keys';

/** Each kind the person may receive with its channels, the SMS number, the time zone and the devices with push. */
export function getNotificationPreferences(signal?: AbortSignal) {
  return api('get', apiPaths.notificationPreferences, { signal });
}

export const notificationPreferencesQueryOptions = queryOptions({
  queryKey: notificationKeys.preferences,
  queryFn: ({ signal }) => getNotificationPreferences(signal),
});

export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQueryOptions);
}
