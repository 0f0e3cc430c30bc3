import type { ReactNode } from 'react';
import { VideoPoster } from './poster';

interface PlaybackPanelProps {
  thumbnailUrl: string | null;
  videoId: string;
  children: ReactNode;
  busy?: boolean;
}

/** A message in place of the player (locked, allowance used up, still being prepared…), over the dimmed poster. */
export function PlaybackPanel({ thumbnailUrl, videoId, children, busy }: PlaybackPanelProps) {
  return (
    <div className="playback-panel" aria-busy={busy || undefined}>
      <VideoPoster thumbnailUrl={thumbnailUrl} id={videoId} className="playback-panel__poster" eager />
      <div className="playback-panel__content">{children}</div>
    </div>
  );
}
