import { apiPaths, type UpdateProfileBody } from '@kora/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { userQueryOptions } from './get-user';

export function updateProfile(body: UpdateProfileBody) {
  return api('put', apiPaths.profile, { body });
}

/** Saves the account's details and puts them in the cached current user (its active profile stays as it is). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => queryClient.setQueryData(userQueryOptions.queryKey, (cached) => (cached ? { ...cached, ...user } : cached)),
  });
}
