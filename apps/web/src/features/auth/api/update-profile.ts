import { apiPaths, type UpdateProfileBody } from '@kora/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { userQueryOptions } from './get-user';

export function updateProfile(body: UpdateProfileBody) {
  return api('put', apiPaths.profile, { body });
}

/** Saves the profile and puts the answer in the cached current user. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => queryClient.setQueryData(userQueryOptions.queryKey, user),
  });
}
