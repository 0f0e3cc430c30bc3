import { effectiveTier, type Video } from '@kora/shared';
import { Clock } from 'lucide-react';
import { formatMinutes } from '../../../lib/format';
import { usePlayback } from '../api/get-playback';
import { useVideoAccess } from '../video-access';
import { videosWatchTexts } from '../watch-texts';

/**
 * For metered free viewers, the free minutes left this month, said discreetly (read from the playback
 * answer). Until that answer is here, a free viewer's line keeps its room (empty), so what is under it
 * does not jump down when it comes.
 */
export function RemainingAllowance({ video }: { video: Video }) {
  const { playable, viewer } = useVideoAccess(video);
  const playback = usePlayback(video.id, playable);
  const remaining = playback.data?.remainingMinutes ?? null;
  if (playable && playback.isPending && viewer && effectiveTier(viewer) === 'free') return <p className="watch__allowance" aria-hidden>&nbsp;</p>;
  if (remaining === null) return null;
  return (
    <p className="watch__allowance">
      <Clock size={14} aria-hidden /> {videosWatchTexts.allowanceLeft(formatMinutes(remaining))}
    </p>
  );
}
