import type { CSSProperties } from 'react';
import { formatClock } from '../../../lib/format';
import { previewLayout, type PreviewRoom } from './seek-preview-layout';
import { thumbnailAt, type ThumbnailCue } from './thumbnail-track';

interface SeekPreviewProps {
  time: number;
  room: PreviewRoom;
  /** The previews, once loaded (null while loading or when there are none: the time alone is shown). */
  cues: readonly ThumbnailCue[] | null;
}

/**
 * The picture and time of the moment under the pointer, above the seek bar. Out of the layout
 * (absolutely placed, moved by transform) so following the pointer reflows nothing; hidden from
 * assistive technology, which has the slider's own value.
 */
export function SeekPreview({ time, room, cues }: SeekPreviewProps) {
  const cue = cues ? thumbnailAt(cues, time) : null;
  const layout = previewLayout(room, cue ? (cue.region ?? 'whole') : null);
  const sheet = cue ? `url("${cue.url}")` : undefined;
  let image = null;
  if (cue?.region) {
    const { x, y, width, height } = cue.region;
    const sprite: CSSProperties = { width, height, backgroundImage: sheet, backgroundPosition: `${-x}px ${-y}px`, transform: `scale(${layout.scale})` };
    image = (
      <span className="seek-preview__image" style={{ width: layout.imageWidth, height: layout.imageHeight }}>
        <span className="seek-preview__sprite" style={sprite} />
      </span>
    );
  } else if (cue) {
    image = <span className="seek-preview__image seek-preview__image--whole" style={{ width: layout.imageWidth, height: layout.imageHeight, backgroundImage: sheet }} />;
  }
  return (
    <span className="seek-preview" aria-hidden style={{ width: layout.width, transform: `translateX(${layout.left}px)` }}>
      {layout.imageWidth > 0 && image}
      <span className="seek-preview__time">{formatClock(time)}</span>
    </span>
  );
}
