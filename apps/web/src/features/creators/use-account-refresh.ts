import { apiPaths } from '@kora/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * Once an application shows as approved to a person the page still knows as a simple user, the
 * account is read again ("who am I?", keyed by its API path): the server made them a creator at
 * approval, and the creator pages, bar and navigation follow without a sign-out.
 */
export function useAccountRefreshOnApproval(approved: boolean, isCreator: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (approved && !isCreator) void queryClient.invalidateQueries({ queryKey: [apiPaths.authUser] });
  }, [approved, isCreator, queryClient]);
}
