import { creatorMessages, toastMessages, type CreatorChannel } from '@kora/shared';
import { Check, UserPlus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { toastRequestError } from '../../../lib/toast';
import { useFollowCreator } from '../api/follow-creator';
import { creatorsTexts } from '../creators-texts';

/**
 * 'Suivre' / 'Abonné' (aria-pressed) for a channel that is not mine: the new state shows at once and
 * comes back if the server refuses, with the server's reason ('Vous ne pouvez pas vous abonner à
 * votre propre chaîne.'). Never disabled while a call runs: a tap on a slow phone is never lost.
 */
export function FollowButton({ channel, size = 'md' }: { channel: Pick<CreatorChannel, 'id' | 'following' | 'isMe'>; size?: 'sm' | 'md' }) {
  const follow = useFollowCreator(channel.id);
  if (channel.isMe) return null;
  const { following } = channel;
  const toggle = () =>
    follow.mutate(!following, {
      onError: (error) => toastRequestError(error, following ? creatorsTexts.unfollowFailed : creatorsTexts.followFailed, toastMessages.genericErrorFallback),
    });
  return (
    <Button variant={following ? 'secondary' : 'primary'} size={size} aria-pressed={following} data-testid="follow-button" onClick={toggle}>
      {following ? <Check size={16} aria-hidden /> : <UserPlus size={16} aria-hidden />}
      {following ? creatorMessages.following : creatorMessages.follow}
    </Button>
  );
}
