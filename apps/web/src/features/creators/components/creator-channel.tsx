import { creatorMessages, sharedPagePath, type Video } from '@kora/shared';
import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { PageHeader } from '../../../components/ui/page-header';
import { ShareButton } from '../../../components/ui/share-button';
import { RetryMessage } from '../../../components/ui/retry-message';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { useCreatorChannel } from '../api/get-creator-channel';
import { followersText } from '../creator-labels';
import { creatorsTexts } from '../creators-texts';
import { FollowButton } from './follow-button';
import '../creators.css';

interface CreatorChannelProps {
  id: string;
  /** The channel's videos as cards (the app composes the catalogue's grid, which obeys the tier rules). */
  videos: (videos: Video[]) => ReactNode;
  /** What stands for the cards while the channel loads. */
  videosLoading: ReactNode;
}

/** The page around a channel: its title after the back arrow. */
function ChannelFrame({ title, busy, children }: { title: string; busy?: boolean; children: ReactNode }) {
  return (
    <main className="page creator-channel" aria-busy={busy || undefined}>
      <PageHeader title={title} />
      {children}
    </main>
  );
}

/** The channel's section of videos, under its heading. */
function ChannelVideos({ children }: { children: ReactNode }) {
  return (
    <section className="creator-channel__videos" aria-labelledby="channel-videos-title">
      <h2 id="channel-videos-title" className="video-row__title">
        {creatorsTexts.channel.videos}
      </h2>
      {children}
    </section>
  );
}

/**
 * /creator/{id}: a public channel, its name, country, categories and followers, 'Suivre' / 'Abonné'
 * (not on my own channel) and « Partager », then its ready videos. A creator that does not exist (or an id that is
 * not one) is 'Chaîne introuvable'.
 */
export function CreatorChannelView({ id, videos, videosLoading }: CreatorChannelProps) {
  const channel = useCreatorChannel(id);
  const texts = creatorsTexts.channel;
  if (channel.isError) {
    const missing = channel.error instanceof ApiError && (channel.error.status === 404 || channel.error.status === 400);
    return (
      <ChannelFrame title={missing ? texts.missingTitle : texts.title}>
        {missing ? (
          <p className="creator-channel__missing" role="alert">
            <SearchX size={20} aria-hidden /> {creatorMessages.creatorNotFound} {texts.missing}
          </p>
        ) : (
          <RetryMessage text={texts.loadFailed} onRetry={() => void channel.refetch()} />
        )}
      </ChannelFrame>
    );
  }
  if (channel.isPending) {
    return (
      <ChannelFrame title={texts.title} busy>
        <Skeleton width="60%" height="1rem" />
        <Skeleton width="8rem" height="2.5rem" />
        <ChannelVideos>{videosLoading}</ChannelVideos>
      </ChannelFrame>
    );
  }
  const { businessName, country, followers, categories } = channel.data;
  return (
    <ChannelFrame title={businessName}>
      <p className="creator-channel__facts">
        <span data-testid="channel-followers">{followersText(followers)}</span>
        {country && <span>{country}</span>}
      </p>
      {categories.length > 0 && (
        <ul className="chips__list" role="list" aria-label={texts.categories}>
          {categories.map((category) => (
            <li key={category}>
              <Badge variant="outline">{category}</Badge>
            </li>
          ))}
        </ul>
      )}
      <div className="creator-channel__actions">
        <FollowButton channel={channel.data} />
        <ShareButton title={businessName} path={sharedPagePath('creator', channel.data.id)} />
      </div>
      <ChannelVideos>{videos(channel.data.videos)}</ChannelVideos>
    </ChannelFrame>
  );
}
