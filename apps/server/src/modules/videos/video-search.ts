import type { AgeRating, VideoSearchResult } from '@kora/shared';
import type { SubtitlesRepository } from '../subtitles/subtitles.repository.js';
import { toPublicVideo } from './public-video.js';
import type { VideosRepository } from './videos.repository.js';

/** Results a search answers, as the catalogue's lists. */
const RESULTS = 50;
/** Videos whose subtitles match that are looked at (listed and rated ones are kept). */
const SPOKEN_CANDIDATES = 200;

interface Deps {
  videos: Pick<VideosRepository, 'search' | 'listedByIds'>;
  spoken: Pick<SubtitlesRepository, 'videosSaying' | 'spokenIn'>;
}

/**
 * The catalogue search: videos whose title, category or description match first (as ranked there), then those whose
 * subtitles say the words, each with the line and its moment, so its page opens where it is said.
 */
export function createVideoSearch({ videos, spoken }: Deps) {
  return async (q: string, profileId: string, maxRating: AgeRating | undefined): Promise<VideoSearchResult[]> => {
    const [byWords, sayingIds] = await Promise.all([videos.search(q, profileId, maxRating), spoken.videosSaying(q, SPOKEN_CANDIDATES)]);
    const found = new Set(byWords.map((row) => row.video.id));
    const said = (await videos.listedByIds(sayingIds.filter((id) => !found.has(id)), profileId, maxRating)).slice(0, Math.max(0, RESULTS - byWords.length));
    const hits = new Map((await spoken.spokenIn(said.map((row) => row.video.id), q)).map((hit) => [hit.videoId, hit]));
    return [
      ...byWords.map((row) => ({ ...toPublicVideo(row.video, row.resumeAt), spoken: null })),
      ...said.map((row) => {
        const hit = hits.get(row.video.id);
        return { ...toPublicVideo(row.video, row.resumeAt), spoken: hit ? { seconds: Math.floor(hit.startMs / 1000), text: hit.spoken, language: hit.language } : null };
      }),
    ];
  };
}
