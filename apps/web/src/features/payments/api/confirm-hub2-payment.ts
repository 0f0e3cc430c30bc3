import { apiPaths } from '@kora/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/**
 * POST /api/hub2/confirm-payment: the server asks Hub2 again about the intent (a lost webhook is
 * caught up) and answers its state; the account is read again when it changed.
 */
export function confirmHub2Payment(id: string) {
  return api('post', apiPaths.hub2ConfirmPayment, { body: { id } });
}

export function useConfirmHub2Payment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmHub2Payment,
    onSuccess: (answer) => {
      if (answer.status === 'succeeded') void queryClient.invalidateQueries({ queryKey: [apiPaths.authUser] });
    },
  });
}
