import type { Rendition } from '@kora/shared';
import { QualityMenu } from './quality-menu';
import type { useHlsSource } from './use-hls-source';
import type { useQualityChoice } from './use-quality-choice';

interface PlayerQualityMenuProps {
  renditions: Rendition[];
  source: ReturnType<typeof useHlsSource>;
  quality: ReturnType<typeof useQualityChoice>;
  dataSaverHeight: number | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The quality menu wired to a player's HLS source and quality choice (both players): shown only when
 * hls.js lets the viewer choose (with native playback the browser does).
 */
export function PlayerQualityMenu({ renditions, source, quality, dataSaverHeight, open, onOpenChange }: PlayerQualityMenuProps) {
  if (source.levels.length === 0) return null;
  return (
    <QualityMenu
      renditions={renditions}
      levels={source.levels}
      lockedHeight={source.lockedHeight}
      audioOnly={quality.audioOnly}
      playingHeight={source.playingHeight}
      dataSaverHeight={dataSaverHeight}
      open={open}
      onOpenChange={onOpenChange}
      onSelect={(choice) => quality.select(choice, source.lockHeight)}
    />
  );
}
