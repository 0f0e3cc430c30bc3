import { apiPaths } from '@kora/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { deviceSessionsQueryOptions } from './get-device-sessions';

/** Signs another device of the account out (its session ends, its screen frees). */
export function signOutDevice(id: string) {
  return api('delete', apiPaths.userSession, { params: { id } });
}

export function useSignOutDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutDevice,
    onSettled: () => queryClient.invalidateQueries({ queryKey: deviceSessionsQueryOptions.queryKey }),
  });
}
