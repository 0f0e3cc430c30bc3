import type { Video } from '@kora/shared';
import { Clock } from 'lucide-react';
import { formatMinutes } from '../../../lib/format';
import { usePlayback } from '../api/get-playback';
import { useVideoAccess } from '../video-access';

/** For metered free viewers, the free minutes left this month, said discreetly (read from the playback answer). */
export function RemainingAllowance({ video }: { video: Video }) {
  const { playable } = useVideoAccess(video);
  const remaining = usePlayback(video.id, playable).data?.remainingMinutes ?? null;
  if (remaining === null) return null;
  return (
    <p className="watch__allowance">
      <Clock size={14} aria-hidden /> Temps gratuit restant ce mois-ci : {formatMinutes(remaining)}
    </p>
  );
}
