import { apiPaths, type ProfilePinBody } from '@kora/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { profileKeys } from './profile-keys';

/** Sets the account's PIN (4 digits), its password confirming who asks; never from a kids profile. */
export function setProfilePin(body: ProfilePinBody) {
  return api('put', apiPaths.profilePin, { body });
}

export function useSetProfilePin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setProfilePin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.list }),
  });
}
