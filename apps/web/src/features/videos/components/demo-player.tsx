import { catalogue, type Video } from '@kora/shared';
import { Pause, Play, Volume2, VolumeX } from 'lucide-react';
import { useEffect, useState, type CSSProperties, type KeyboardEvent, type MouseEvent } from 'react';
import { cx } from '../../../lib/cx';
import { formatClock } from '../../../lib/format';
import { VideoPoster } from './poster';
import { playerTexts } from '../../../components/player/player-texts';

const TICK_MS = 250;
const total = catalogue.demoPlayerSeconds;

/**
 * The demo-style player of viewer.md §2: no media, a simulated 120 s timeline over the poster, with
 * play/pause ('Lecture'/'Pause'), mute ('Couper le son'/'Activer le son') and seek by click on the
 * timeline ('Position de lecture', arrow keys too).
 */
export function DemoPlayer({ video }: { video: Video }) {
  const [position, setPosition] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(false);
  const running = playing && position < total;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setPosition((value) => Math.min(total, value + TICK_MS / 1000)), TICK_MS);
    return () => window.clearInterval(timer);
  }, [running]);

  const togglePlay = () => {
    if (running) return setPlaying(false);
    if (position >= total) setPosition(0);
    setPlaying(true);
  };
  const seekByClick = (event: MouseEvent<HTMLDivElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    setPosition(Math.round(((event.clientX - rect.left) / rect.width) * total));
  };
  const seekByKey = (event: KeyboardEvent) => {
    const steps: Record<string, number> = { ArrowLeft: -5, ArrowRight: 5, Home: -total, End: total };
    const step = steps[event.key];
    if (step === undefined) return;
    event.preventDefault();
    setPosition((value) => Math.min(total, Math.max(0, value + step)));
  };

  return (
    <div className={cx('demo-player', running && 'demo-player--playing')}>
      <VideoPoster thumbnailUrl={video.thumbnailUrl} id={video.id} className="demo-player__screen" eager />
      <div className="player__controls demo-player__controls">
        <div
          className="demo-player__timeline"
          role="slider"
          tabIndex={0}
          aria-label={playerTexts.seek}
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={Math.floor(position)}
          aria-valuetext={playerTexts.position(formatClock(position), formatClock(total))}
          onClick={seekByClick}
          onKeyDown={seekByKey}
        >
          <span className="demo-player__fill" style={{ '--fill': `${(position / total) * 100}%` } as CSSProperties} />
        </div>
        <div className="player__bar">
          <button type="button" className="player__button" aria-label={running ? playerTexts.pause : playerTexts.play} onClick={togglePlay}>
            {running ? <Pause size={22} aria-hidden fill="currentColor" /> : <Play size={22} aria-hidden fill="currentColor" />}
          </button>
          <button type="button" className="player__button" aria-label={muted ? playerTexts.unmute : playerTexts.mute} onClick={() => setMuted((value) => !value)}>
            {muted ? <VolumeX size={20} aria-hidden /> : <Volume2 size={20} aria-hidden />}
          </button>
          <span className="seek__time">
            {formatClock(position)} / {formatClock(total)}
          </span>
        </div>
      </div>
    </div>
  );
}
