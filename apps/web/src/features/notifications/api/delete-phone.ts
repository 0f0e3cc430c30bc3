import { apiPaths } from '@kora/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { notificationKeys } from './notification-keys';

/** Forgets the number SMS go to (and any number waiting for its code). */
export function deletePhone() {
  return api('delete', apiPaths.notificationPhone);
}

export function useDeletePhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePhone,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.preferences }),
  });
}
