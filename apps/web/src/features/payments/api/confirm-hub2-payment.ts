import { apiPaths } from '@kora/shared';
import type { Hub2ConfirmPaymentResult } from '@kora/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/hub2/confirm-payment: the server asks Hub2 again about the intent (a lost webhook is
 * caught up) and answers its state; the account is read again when it changed.
 */
export function confirmHub2Payment(id: string): Promise<Hub2ConfirmPaymentResult> {
  return apiRequest('POST', apiPaths.hub2ConfirmPayment, { id });
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
