import { apiPaths, type ProfileSelectBody } from '@kora/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Makes `id` the profile watching on this device; leaving a kids profile or opening a locked one takes the PIN. */
export function selectProfile({ id, pin }: { id: string } & ProfileSelectBody) {
  return api('post', apiPaths.profileSelect, { params: { id }, body: { pin } });
}

/**
 * Chooses a profile, then loads `destination` afresh, as signing in does: the whole app starts again with the new
 * profile, so no screen shows, even for a moment, what the previous profile saw, and no answer asked for under the
 * previous profile can land in the new one's cache (a reset of the cache while such a read is in flight can).
 * « Qui regarde ? » is replaced in the history: back does not return to it.
 */
export function useSelectProfile(destination: string) {
  return useMutation({
    mutationFn: selectProfile,
    onSuccess: () => window.location.replace(destination),
  });
}
