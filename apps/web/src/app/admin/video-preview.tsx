import type { Video } from '@kora/shared';
import { PlaybackArea } from '../../features/videos/components/playback-area';
import '../../features/videos/watch.css';

/** A video's player as its page shows it (waiting, not ready yet…), with its styles: the admin's preview. */
export default function VideoPreview({ video }: { video: Video }) {
  return <PlaybackArea video={video} />;
}
