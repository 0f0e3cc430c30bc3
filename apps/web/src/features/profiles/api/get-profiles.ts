import { apiPaths } from '@kora/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { profileKeys } from './profile-keys';

/** The account's profiles (oldest first), the one watching here, what the plan allows and whether a PIN is set. */
export function getProfiles(signal?: AbortSignal) {
  return api('get', apiPaths.profiles, { signal });
}

export const profilesQueryOptions = queryOptions({
  queryKey: profileKeys.list,
  queryFn: ({ signal }) => getProfiles(signal),
});

export function useProfiles() {
  return useQuery(profilesQueryOptions);
}
