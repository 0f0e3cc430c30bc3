import { apiPaths, type ProfileCreateBody } from '@kora/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { profileKeys } from './profile-keys';

/** A new profile; a kids one needs the Family plan and the account's PIN set first (the server says so, in French). */
export function createProfile(body: ProfileCreateBody) {
  return api('post', apiPaths.profiles, { body });
}

export function useCreateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.list }),
  });
}
