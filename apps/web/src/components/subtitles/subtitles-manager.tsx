import type { VideoStatus } from '@kora/shared';
import { useVideoSubtitles } from './get-video-subtitles';
import { SubtitleTrackList } from './subtitle-track-list';
import { SubtitleUploadForm } from './subtitle-upload-form';
import { subtitlesTexts } from './subtitles-texts';
import './subtitles.css';

/** What the manager needs of a video (a creator's or an admin's list item). */
export interface SubtitledVideo {
  id: string;
  title: string;
  status: VideoStatus;
}

/**
 * « Sous-titres » of one video, for its uploader (the creator dashboard) or an admin (the admin's videos): its tracks,
 * each removable, and the form adding one or replacing the track of a language. While the video is not ready, the form
 * is disabled and says why. The calls are this folder's (components/subtitles/*), shared by both features.
 * data-testid="subtitles-manager".
 */
export function SubtitlesManager({ video }: { video: SubtitledVideo }) {
  const tracks = useVideoSubtitles(video.id);
  const existing = tracks.data?.map((track) => track.language) ?? [];
  return (
    <div className="subtitles" data-testid="subtitles-manager" data-video-id={video.id}>
      <p className="subtitles__video">{subtitlesTexts.videoTitle(video.title)}</p>
      <SubtitleTrackList videoId={video.id} tracks={tracks} />
      <SubtitleUploadForm videoId={video.id} existing={existing} disabled={video.status !== 'ready'} />
    </div>
  );
}
