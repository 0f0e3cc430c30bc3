import type { SubtitleBrief } from '@kora/shared';
import { useEffect, useMemo, useRef, useState } from 'react';
import { PlayerSubtitlesMenu } from '../../../components/player/player-subtitles-menu';
import { useSubtitleSettings } from '../../../components/player/subtitle-settings';
import { SubtitleTrackElements } from '../../../components/player/subtitle-track-elements';
import { useSubtitleTracks } from '../../../components/player/use-subtitle-tracks';
import { downloadsTexts } from '../downloads-texts';
import { playlistUrlOf, subtitleUrlOf } from '../offline-store';

interface OfflinePlayerProps {
  id: string;
  title: string;
  /** The subtitle tracks kept with the download (none for one kept before subtitles existed). */
  subtitles?: readonly SubtitleBrief[] | undefined;
}

const NONE: readonly SubtitleBrief[] = [];

/**
 * Plays a kept download from this browser (the service worker serves its folder), with the browser's controls, and
 * under the picture the « Sous-titres » menu of the video player when subtitles were kept: their files are in the
 * download's folder, and this device's size and background apply. The first kept track shows at start: the person
 * picked them for this download (by default, the language the player showed then).
 */
export default function OfflinePlayer({ id, title, subtitles = NONE }: OfflinePlayerProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const tracks = useMemo(() => subtitles.map((track) => ({ ...track, url: subtitleUrlOf(id, track.language) })), [id, subtitles]);
  const subtitleTracks = useSubtitleTracks(videoRef, { tracks, preferred: tracks[0]?.language ?? null });
  const settings = useSubtitleSettings();

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const source = playlistUrlOf(id);
    let destroy = () => {};
    let cancelled = false;
    void import('hls.js/light').then(({ default: Hls }) => {
      if (cancelled) return;
      if (!Hls.isSupported()) {
        video.src = source;
        void video.play().catch(() => undefined);
        return;
      }
      const hls = new Hls({ maxBufferLength: 30 });
      destroy = () => hls.destroy();
      hls.on(Hls.Events.ERROR, (_event, data) => {
        if (data.fatal) setFailed(true);
      });
      hls.on(Hls.Events.MANIFEST_PARSED, () => void video.play().catch(() => undefined));
      hls.loadSource(source);
      hls.attachMedia(video);
    });
    return () => {
      cancelled = true;
      destroy();
    };
  }, [id]);

  return (
    <div className="offline-player" data-subtitle-size={settings.size} data-subtitle-background={settings.background}>
      <video ref={videoRef} className="offline-player__video" controls playsInline aria-label={downloadsTexts.player.label(title)}>
        <SubtitleTrackElements tracks={tracks} defaultLanguage={subtitleTracks.startLanguage} />
      </video>
      {tracks.length > 0 && (
        <div className="offline-player__bar">
          <PlayerSubtitlesMenu subtitles={subtitleTracks} open={menuOpen} onOpenChange={setMenuOpen} />
        </div>
      )}
      {failed && <p role="alert">{downloadsTexts.player.failed}</p>}
    </div>
  );
}
