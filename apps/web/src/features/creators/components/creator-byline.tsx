import { Link } from '../../../lib/router';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCreatorChannel } from '../api/get-creator-channel';
import { followersText } from '../creator-labels';
import { FollowButton } from './follow-button';
import '../creators.css';

/**
 * Under a video's title: its creator's channel name (a link to /creator/{id}), the follower count and
 * 'Suivre' / 'Abonné'. Nothing when the uploader has no public channel (an admin's upload).
 */
export function CreatorByline({ creatorId }: { creatorId: string }) {
  const channel = useCreatorChannel(creatorId);
  if (channel.isPending) return <Skeleton className="creator-byline__skeleton" width="14rem" height="2.5rem" />;
  if (channel.isError) return null;
  const { id, businessName, followers } = channel.data;
  return (
    <div className="creator-byline">
      <Link to={`/creator/${id}`} className="creator-byline__name">
        <span className="creator-byline__avatar" aria-hidden>
          {businessName.trim().charAt(0).toUpperCase() || '?'}
        </span>
        <span className="creator-byline__text">
          <span className="creator-byline__title">{businessName}</span>
          <span className="creator-byline__count">{followersText(followers)}</span>
        </span>
      </Link>
      <FollowButton channel={channel.data} size="sm" />
    </div>
  );
}
