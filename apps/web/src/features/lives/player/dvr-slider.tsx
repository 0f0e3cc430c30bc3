import type { CSSProperties } from 'react';
import { useSeekRange } from '../../../components/player/seek-range';
import { formatClock } from '../../../lib/format';
import { livesTexts } from '../lives-texts';

interface DvrSliderProps {
  position: number;
  window: { start: number; end: number };
  onSeek: (seconds: number) => void;
}

/**
 * 'Position dans le direct': a seek bar over the DVR window only (what the live playlist still
 * holds), labelled by how far behind the edge each point is ("-0:45"). The seek happens once, when
 * the thumb is let go, so a drag downloads nothing it passes.
 */
export function DvrSlider({ position, window, onSeek }: DvrSliderProps) {
  const { ref, dragged, setDragged } = useSeekRange(onSeek);
  const shown = Math.min(Math.max(dragged ?? position, window.start), window.end);
  const span = window.end - window.start;
  const behind = window.end - shown;
  return (
    <div className="seek">
      <input
        ref={ref}
        type="range"
        className="seek__input player__range"
        aria-label={livesTexts.player.position}
        aria-valuetext={behind < 1 ? livesTexts.player.atLiveEdge : livesTexts.player.behindLive(formatClock(behind))}
        min={window.start}
        max={window.end}
        step={1}
        value={shown}
        style={{ '--fill': `${span > 0 ? ((shown - window.start) / span) * 100 : 100}%` } as CSSProperties}
        onChange={(event) => setDragged(Number(event.target.value))}
      />
      <span className="seek__time">{behind < 1 ? '0:00' : `-${formatClock(behind)}`}</span>
    </div>
  );
}
