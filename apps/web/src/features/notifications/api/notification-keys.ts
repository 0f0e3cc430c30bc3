import { apiPaths } from '@kora/shared';

/**
 * Keys of the notifications queries. The list and the unread count start with the list's path, so one invalidation
 * (a push arrived, something was marked read) refreshes both.
 */
export const notificationKeys = {
  all: [apiPaths.notifications] as const,
  list: [apiPaths.notifications, 'list'] as const,
  unread: [apiPaths.notifications, 'unread'] as const,
  preferences: [apiPaths.notificationPreferences] as const,
  pushKey: [apiPaths.pushKey] as const,
};

/** The mutations that change the preferences: they run one after another, in the order of the taps. */
export const preferencesMutationKey = [apiPaths.notificationPreferences, 'update'] as const;
