import { apiPaths } from '@kora/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { deviceSessionsQueryOptions } from './get-device-sessions';

/** Signs every other device of the account out at once (this one stays signed in). */
export function signOutOtherDevices() {
  return api('delete', apiPaths.userSessions);
}

export function useSignOutOtherDevices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutOtherDevices,
    onSettled: () => queryClient.invalidateQueries({ queryKey: deviceSessionsQueryOptions.queryKey }),
  });
}
