import { apiPaths } from '@kora/shared';
import type { QueryClient } from '@tanstack/react-query';

/** The account's profiles: one list, read by the picker, the header and /settings « Profils ». */
export const profileKeys = { list: [apiPaths.profiles] as const };

/**
 * After the watching profile changed on this device (edited into another kind, or deleted): every answer cached was
 * read for it (the catalogue, Ma liste, the rows), so what no screen shows is dropped and what is on screen is asked
 * again, the page staying where it is.
 */
export function refreshAfterProfileChange(queryClient: QueryClient): Promise<void> {
  queryClient.removeQueries({ type: 'inactive' });
  return queryClient.invalidateQueries();
}
