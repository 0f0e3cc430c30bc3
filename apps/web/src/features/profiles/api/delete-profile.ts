import { apiPaths } from '@kora/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { profileKeys, refreshAfterProfileChange } from './profile-keys';

/** Deletes a profile and its own lists; the last profile, and the last adult one, stay (the server refuses). */
export function deleteProfile(id: string) {
  return api('delete', apiPaths.profileById, { params: { id } });
}

/** Deleting the profile watching here sends this device back to the account's first: the cache follows it. */
export function useDeleteProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string; active: boolean }) => deleteProfile(id),
    onSuccess: (_answer, { active }) => (active ? refreshAfterProfileChange(queryClient) : queryClient.invalidateQueries({ queryKey: profileKeys.list })),
  });
}
