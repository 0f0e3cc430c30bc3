import { apiPaths, type ProfileEditBody } from '@kora/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { profileKeys, refreshAfterProfileChange } from './profile-keys';

export interface ProfileEdit {
  id: string;
  body: ProfileEditBody;
  /** The profile watching on this device: its name, avatar or kind are in every answer's viewer. */
  active: boolean;
}

export function updateProfile({ id, body }: Pick<ProfileEdit, 'id' | 'body'>) {
  return api('patch', apiPaths.profileById, { params: { id }, body });
}

/** Saves a profile's changes; the one watching here changes what every screen shows, so the cache follows it. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (edit: ProfileEdit) => updateProfile(edit),
    onSuccess: (_profile, { active }) => (active ? refreshAfterProfileChange(queryClient) : queryClient.invalidateQueries({ queryKey: profileKeys.list })),
  });
}
