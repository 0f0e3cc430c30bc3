import { useRef, useState, type CSSProperties, type PointerEvent } from 'react';
import { useSeekRange } from '../../../components/player/seek-range';
import { formatClock } from '../../../lib/format';
import { SeekPreview } from './seek-preview';
import type { PreviewRoom } from './seek-preview-layout';
import { useSeekThumbnails } from './use-seek-thumbnails';
import { playerTexts } from '../../../components/player/player-texts';

interface SeekSliderProps {
  position: number;
  duration: number;
  onSeek: (seconds: number) => void;
  /** playback.thumbnailsUrl: with it, hovering or dragging shows the picture of the moment. */
  thumbnailsUrl?: string | null;
}

/** The range thumb's width (player.css): its centre runs from half of it to the width less half of it. */
const THUMB_PX = 14;
/** The preview's ring is drawn outside its box: kept this far inside the player's edges. */
const RING_PX = 2;

/** Where a fraction of the duration sits on the seek row, and the room the player gives the preview. */
function roomAt(row: HTMLElement, input: HTMLInputElement, fraction: number): PreviewRoom {
  const rowBox = row.getBoundingClientRect();
  const inputBox = input.getBoundingClientRect();
  const frame = row.closest('.player')?.getBoundingClientRect() ?? rowBox;
  return {
    x: inputBox.left - rowBox.left + THUMB_PX / 2 + fraction * (inputBox.width - THUMB_PX),
    frameLeft: frame.left - rowBox.left + RING_PX,
    frameWidth: frame.width - 2 * RING_PX,
    roomAbove: rowBox.top - frame.top,
  };
}

/**
 * 'Position de lecture': follows the video, and while dragged shows where the thumb is without seeking;
 * the seek happens once, when the thumb is let go (the native change event), so a drag does not
 * download every position it passes. With preview thumbnails, a mouse hovering the bar and a finger
 * dragging it see the picture and time of that moment above it.
 */
export function SeekSlider({ position, duration, onSeek, thumbnailsUrl = null }: SeekSliderProps) {
  const rowRef = useRef<HTMLDivElement>(null);
  // A finger or mouse pressing the bar (not the keyboard): its drag shows the preview.
  const [pressed, setPressed] = useState(false);
  const [hover, setHover] = useState<{ time: number; room: PreviewRoom } | null>(null);
  const [dragRoom, setDragRoom] = useState<PreviewRoom | null>(null);
  const { ref, dragged, setDragged } = useSeekRange((value) => {
    setPressed(false);
    onSeek(value);
  });
  const thumbnails = useSeekThumbnails(thumbnailsUrl);
  const shown = dragged ?? position;
  const max = Math.max(1, Math.floor(duration));
  const measure = (fraction: number) => (rowRef.current && ref.current ? roomAt(rowRef.current, ref.current, fraction) : null);
  const onPointerMove = (event: PointerEvent<HTMLInputElement>) => {
    if (event.pointerType !== 'mouse' || !thumbnails.available || duration <= 0) return;
    const box = event.currentTarget.getBoundingClientRect();
    const fraction = Math.min(1, Math.max(0, (event.clientX - box.left - THUMB_PX / 2) / Math.max(1, box.width - THUMB_PX)));
    const room = measure(fraction);
    if (room) setHover({ time: fraction * duration, room });
  };
  const onPointerDown = (event: PointerEvent<HTMLInputElement>) => {
    thumbnails.request();
    setPressed(true);
    if (event.pointerType !== 'mouse') setHover(null);
  };
  const onValue = (value: number) => {
    setDragged(value);
    if (pressed && thumbnails.available) setDragRoom(measure(value / max));
  };

  let preview = null;
  if (thumbnails.available) {
    if (pressed && dragged !== null && dragRoom) preview = { time: dragged, room: dragRoom };
    else if (hover) preview = hover;
  }

  return (
    <div className="seek" ref={rowRef}>
      <span className="seek__time">{formatClock(shown)}</span>
      <input
        ref={ref}
        type="range"
        className="seek__input player__range"
        aria-label={playerTexts.seek}
        aria-valuetext={playerTexts.position(formatClock(shown), formatClock(duration))}
        min={0}
        max={max}
        step={1}
        value={Math.floor(shown)}
        style={{ '--fill': `${duration > 0 ? (shown / duration) * 100 : 0}%` } as CSSProperties}
        onChange={(event) => onValue(Number(event.target.value))}
        onPointerEnter={(event) => event.pointerType === 'mouse' && thumbnails.request()}
        onPointerMove={onPointerMove}
        onPointerLeave={() => setHover(null)}
        onPointerDown={onPointerDown}
        onPointerUp={() => setPressed(false)}
        onKeyDown={() => setPressed(false)}
      />
      <span className="seek__time">{formatClock(duration)}</span>
      {preview && <SeekPreview time={preview.time} room={preview.room} cues={thumbnails.cues} />}
    </div>
  );
}
