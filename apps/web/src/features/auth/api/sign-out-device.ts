import { apiPaths, type MessageResponse, pathTo } from '@kora/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { deviceSessionsQueryOptions } from './get-device-sessions';

/** Signs another device of the account out (its session ends, its screen frees). */
export function signOutDevice(id: string): Promise<MessageResponse> {
  return apiRequest('DELETE', pathTo(apiPaths.userSession, { id }));
}

export function useSignOutDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutDevice,
    onSettled: () => queryClient.invalidateQueries({ queryKey: deviceSessionsQueryOptions.queryKey }),
  });
}
