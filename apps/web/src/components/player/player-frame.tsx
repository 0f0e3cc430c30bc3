import type { KeyboardEvent, PointerEvent, ReactNode, RefObject } from 'react';
import type { SubtitleSettings } from './subtitle-settings';

interface PlayerFrameProps {
  frameRef: RefObject<HTMLDivElement | null>;
  videoRef: RefObject<HTMLVideoElement | null>;
  /** The region's name: 'Lecteur vidéo', 'Lecteur du direct'. */
  label: string;
  /** useControlsVisibility: shown or hidden, and poked by a mouse move or any key. */
  controls: { visible: boolean; poke: () => void };
  /** The keyboard shortcuts (' ', 'k', 'm', 'f'…), heard while the frame or the video has the focus. */
  shortcuts: Record<string, () => void>;
  /** This device's subtitle size and background (useSubtitleSettings), drawn by player-subtitles.css; none: the browser's. */
  subtitleSettings?: SubtitleSettings;
  children: ReactNode;
}

/**
 * The frame both players share (video and live): a focusable region whose controls come back on a
 * mouse move, a key or a touch, and whose shortcuts act only when the focus is on the picture, not on a
 * control (space on a button presses that button).
 */
export function PlayerFrame({ frameRef, videoRef, label, controls, shortcuts, subtitleSettings, children }: PlayerFrameProps) {
  const onPointerMove = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') controls.poke();
  };
  // A tap or click on a control restarts the countdown (then they hide again). Not on the picture:
  // there the tap itself shows hidden controls, or plays and pauses shown ones (usePlayerActions).
  const onPointerDown = (event: PointerEvent) => {
    if (event.target !== videoRef.current) controls.poke();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    controls.poke();
    if (event.target !== frameRef.current && event.target !== videoRef.current) return;
    const action = shortcuts[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  return (
    <div
      ref={frameRef}
      className="player"
      role="region"
      aria-label={label}
      tabIndex={0}
      data-controls={controls.visible ? 'shown' : 'hidden'}
      data-subtitle-size={subtitleSettings?.size}
      data-subtitle-background={subtitleSettings?.background}
      onPointerMove={onPointerMove}
      onPointerDown={onPointerDown}
      onKeyDown={onKeyDown}
    >
      {children}
    </div>
  );
}
