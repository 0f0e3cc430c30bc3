import { useEffect, useEffectEvent, useRef, useState, type CSSProperties } from 'react';
import { formatClock } from '../../../lib/format';

interface SeekSliderProps {
  position: number;
  duration: number;
  onSeek: (seconds: number) => void;
}

/**
 * 'Position de lecture': follows the video, and while dragged shows where the thumb is without seeking;
 * the seek happens once, when the thumb is let go (the native change event), so a drag does not
 * download every position it passes.
 */
export function SeekSlider({ position, duration, onSeek }: SeekSliderProps) {
  const ref = useRef<HTMLInputElement>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  const shown = dragged ?? position;
  const commit = useEffectEvent((value: number) => {
    setDragged(null);
    onSeek(value);
  });

  useEffect(() => {
    const input = ref.current;
    if (!input) return;
    const onChange = () => commit(Number(input.value));
    input.addEventListener('change', onChange);
    return () => input.removeEventListener('change', onChange);
  }, []);

  return (
    <div className="seek">
      <span className="seek__time">{formatClock(shown)}</span>
      <input
        ref={ref}
        type="range"
        className="seek__input player__range"
        aria-label="Position de lecture"
        aria-valuetext={`${formatClock(shown)} sur ${formatClock(duration)}`}
        min={0}
        max={Math.max(1, Math.floor(duration))}
        step={1}
        value={Math.floor(shown)}
        style={{ '--fill': `${duration > 0 ? (shown / duration) * 100 : 0}%` } as CSSProperties}
        onChange={(event) => setDragged(Number(event.target.value))}
      />
      <span className="seek__time">{formatClock(duration)}</span>
    </div>
  );
}
