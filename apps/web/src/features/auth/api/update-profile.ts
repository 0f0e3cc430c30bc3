import { apiPaths, type UpdateProfileBody, type User } from '@kora/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { userQueryOptions } from './get-user';

export function updateProfile(body: UpdateProfileBody): Promise<User> {
  return apiRequest('PUT', apiPaths.profile, body);
}

/** Saves the profile and puts the answer in the cached current user. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => queryClient.setQueryData(userQueryOptions.queryKey, user),
  });
}
