import { apiPaths, type CreatorApplicationFields } from '@kora/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { creatorKeys } from './creator-keys';

/**
 * Files an application (live-creators-admin.md §7); the categories go as a plain list, which the
 * contract accepts. The answer (201) is the new application's status: pending.
 */
export function submitApplication(body: CreatorApplicationFields) {
  return api('post', apiPaths.creatorApplications, { body });
}

/**
 * Files an application. Its answer is the status, so /creator-status, opened next, shows it without
 * a flash of the previous one ('Aucune candidature trouvée', a rejection) while it reads it again.
 * A refusal has the status read again: one filed meanwhile (from another phone) replaces the form
 * by its pending card.
 */
export function useSubmitApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitApplication,
    onSuccess: (answer) => queryClient.setQueryData(creatorKeys.applicationStatus, answer),
    onError: () => void queryClient.invalidateQueries({ queryKey: creatorKeys.applicationStatus }),
  });
}
