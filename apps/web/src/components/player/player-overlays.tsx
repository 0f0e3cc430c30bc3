import { AlertTriangle, Play } from 'lucide-react';
import { Button } from '../ui/button';
import { playerTexts } from './player-texts';
import { uiTexts } from '../ui/ui-texts';

interface PlayerOverlaysProps {
  poster: string;
  audioOnly: boolean;
  playing: boolean;
  buffering: boolean;
  failed: boolean;
  onRetry: () => void;
}

/** What sits over the picture: sound-only notice, buffering spinner, big play sign, failure with 'Réessayer'. */
export function PlayerOverlays({ poster, audioOnly, playing, buffering, failed, onRetry }: PlayerOverlaysProps) {
  return (
    <>
      {audioOnly && (
        <p className="player__audio-only" style={{ backgroundImage: `url("${poster}")` }}>
          <span>{playerTexts.audioOnlyNotice}</span>
        </p>
      )}
      {buffering && <span className="player__spinner" role="status" aria-label={playerTexts.loadingVideo} />}
      {!playing && !buffering && !failed && (
        <span className="player__big-play" aria-hidden>
          <Play size={34} fill="currentColor" />
        </span>
      )}
      {failed && (
        <div className="player__failure" role="alert">
          <AlertTriangle size={28} aria-hidden />
          <p>{playerTexts.failed}</p>
          <Button size="sm" onClick={onRetry}>
            {uiTexts.retry}
          </Button>
        </div>
      )}
    </>
  );
}
