import type { Rendition } from '@kora/shared';
import type { QualityChoice } from '../../../components/player/quality-menu';
import { formatCost, videoCost } from './video-cost';
import { videosWatchTexts } from '../watch-texts';

interface CostLineProps {
  renditions: Rendition[];
  choice: QualityChoice;
  maxAutoHeight: number | null;
  durationSeconds: number;
}

/**
 * Before playing, over the picture: what the whole video costs at the chosen quality ('≈ 12 Mo en
 * 360p', Auto as an upper bound), so a viewer paying per megabyte knows before pressing Play.
 */
export function CostLine({ renditions, choice, maxAutoHeight, durationSeconds }: CostLineProps) {
  const cost = videoCost(renditions, choice, maxAutoHeight, durationSeconds);
  if (!cost) return null;
  const where = choice === 'audio' ? videosWatchTexts.costAudioOnly : cost.atMost ? videosWatchTexts.costAtMost(cost.rendition.id) : videosWatchTexts.costAt(cost.rendition.id);
  return (
    <p className="player__cost" data-testid="video-cost">
      {videosWatchTexts.costLine(formatCost(cost.megabytes), where)}
    </p>
  );
}
