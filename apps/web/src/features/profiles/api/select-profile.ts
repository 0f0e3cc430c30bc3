import { apiPaths, type ProfileSelectBody } from '@kora/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useNavigate } from '../../../lib/router';

/** Makes `id` the profile watching on this device; leaving a kids profile or opening a locked one takes the PIN. */
export function selectProfile({ id, pin }: { id: string } & ProfileSelectBody) {
  return api('post', apiPaths.profileSelect, { params: { id }, body: { pin } });
}

/**
 * Chooses a profile, then goes to `destination` with nothing of the previous profile kept: every cached answer is
 * reset (not merely refetched), so no screen shows, even for a moment, what the previous profile saw. The page moves
 * first: the reset shows the loading screen, and the app comes back on the destination.
 */
export function useSelectProfile(destination: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: selectProfile,
    onSuccess: () => {
      navigate(destination, { replace: true });
      void queryClient.resetQueries();
    },
  });
}
