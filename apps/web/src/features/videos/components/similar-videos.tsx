import { catalogue, catalogueMessages, type Video } from '@kora/shared';
import { useSimilarVideos } from '../api/get-similar-videos';
import { CardSkeletons, VideoGrid } from './video-grid';
import { videosWatchTexts } from '../watch-texts';

/** Up to 6 videos of the same category, the current one left out; nothing at all when there are none. */
export function SimilarVideos({ video }: { video: Video }) {
  const similar = useSimilarVideos(video.category || catalogueMessages.defaultCategory, video.id);
  const videos = (similar.data ?? []).filter((other) => other.id !== video.id).slice(0, catalogue.similarMax);
  if (!similar.isPending && videos.length === 0) return null;
  return (
    <section className="watch__similar" aria-labelledby="similar-title" aria-busy={similar.isPending || undefined}>
      <h2 className="video-row__title" id="similar-title">
        {videosWatchTexts.similar}
      </h2>
      {similar.isPending ? (
        <ul className="video-grid" role="list">
          <CardSkeletons count={3} />
        </ul>
      ) : (
        <VideoGrid videos={videos} />
      )}
    </section>
  );
}
