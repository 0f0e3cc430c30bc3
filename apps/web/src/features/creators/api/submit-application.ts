import { apiPaths, type CreatorApplicationFields, type CreatorApplicationStatusView } from '@kora/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { creatorKeys } from './creator-keys';

/** Files an application (live-creators-admin.md §7); the categories go as a plain list, which the contract accepts. */
export function submitApplication(body: CreatorApplicationFields): Promise<Partial<CreatorApplicationStatusView> | null> {
  return apiRequest('POST', apiPaths.creatorApplications, body);
}

/**
 * Files an application. The status is known at once to be pending, so /creator-status, opened next,
 * shows it without a flash of the previous answer ('Aucune candidature trouvée', a rejection) while
 * it reads the server's.
 */
export function useSubmitApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitApplication,
    onSuccess: (answer) => {
      queryClient.setQueryData<CreatorApplicationStatusView>(creatorKeys.applicationStatus, {
        status: 'pending',
        createdAt: answer?.createdAt ?? new Date().toISOString(),
        reviewedAt: null,
        rejectionReason: null,
      });
    },
  });
}
