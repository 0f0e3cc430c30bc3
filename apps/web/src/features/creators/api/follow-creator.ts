import { apiPaths, type CreatorChannel, type CreatorFollow } from '@kora/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { afterFollowTap } from '../follow-state';
import { creatorKeys } from './creator-keys';

/** Follows (POST) or unfollows (DELETE) a channel; both are idempotent and answer the new state. */
export function setFollowing({ creatorId, following }: { creatorId: string; following: boolean }): Promise<CreatorFollow> {
  const params = { id: creatorId };
  return following ? api('post', apiPaths.creatorFollow, { params }) : api('delete', apiPaths.creatorFollow, { params });
}

/**
 * 'Suivre' / 'Abonné' on a channel, optimistic: the channel shows the new state at once; each call
 * says the state wanted, and a channel's calls run one after the other, so after quick taps the
 * server ends on the last one. A failed call puts back what was shown before it; the server's
 * answer is written once no later tap is still on its way.
 */
export function useFollowCreator(creatorId: string) {
  const queryClient = useQueryClient();
  const key = creatorKeys.channel(creatorId);
  const mutationKey = creatorKeys.follow(creatorId);
  const write = (state: CreatorFollow) => queryClient.setQueryData<CreatorChannel>(key, (channel) => (channel ? { ...channel, ...state } : channel));

  return useMutation({
    mutationKey,
    scope: { id: mutationKey.join(':') },
    mutationFn: (following: boolean) => setFollowing({ creatorId, following }),
    onMutate: async (following) => {
      await queryClient.cancelQueries({ queryKey: key });
      const channel = queryClient.getQueryData<CreatorChannel>(key);
      if (!channel) return { previous: undefined };
      const previous = { following: channel.following, followers: channel.followers };
      write(afterFollowTap(previous, following));
      return { previous };
    },
    onError: (_error, _following, context) => {
      if (context?.previous) write(context.previous);
    },
    onSuccess: (answer) => {
      // This call is still counted: 1 means no later tap is waiting to be sent.
      if (queryClient.isMutating({ mutationKey }) <= 1) write({ following: answer.following, followers: answer.followers });
    },
  });
}
