import { type AgeRating, catalogue, type DataSaverCost, PERSONAL_VIDEO_SECTIONS, type VideoSection } from '@kora/shared';
import type { ListedVideo, VideosRepository } from './videos.repository.js';

interface Deps {
  videos: Pick<VideosRepository, 'list' | 'resumePositions' | 'meanBitrateUpTo'>;
  /** How long a row's shared part may be served from memory. */
  ttlMs: number;
}

/**
 * The home rows. They are the same for every viewer but for where each one stopped, and the
 * busiest reads of the platform, so each row is computed once per few seconds per instance
 * and the viewer's own resume positions are merged in with one indexed lookup. "Continue
 * watching" is personal and always read fresh. A 'video.changed' anywhere drops the rows at once.
 */
export function createCatalogueService({ videos, ttlMs }: Deps) {
  const rows = new Map<string, { at: number; value: Promise<ListedVideo[]> }>();
  let saverCost: { at: number; value: Promise<DataSaverCost> } | undefined;

  /** A row as everyone sees it, or as kids profiles up to `maxRating` see it (each kept apart). */
  function shared(section: VideoSection | undefined, maxRating: AgeRating | undefined): Promise<ListedVideo[]> {
    const key = `${section ?? 'all'}:${maxRating ?? 'all'}`;
    const hit = rows.get(key);
    if (hit && Date.now() - hit.at < ttlMs) return hit.value;
    const value = videos.list(section, null, maxRating);
    rows.set(key, { at: Date.now(), value });
    value.catch(() => rows.delete(key));
    return value;
  }

  return {
    /** Drops the rows kept in memory: a video changed (blocked, edited, approved, deleted…), the next request reads them again. */
    forget(): void {
      rows.clear();
      saverCost = undefined;
    },

    /** What an hour with the data saver costs, on average over the catalogue (kept as the rows are). */
    dataSaverCost(): Promise<DataSaverCost> {
      if (saverCost && Date.now() - saverCost.at < ttlMs) return saverCost.value;
      const maxHeight = catalogue.dataSaverMaxHeight;
      const value = videos.meanBitrateUpTo(maxHeight).then((bits) => ({ maxHeight, megabytesPerHour: bits === null ? null : Math.round((bits * 3600) / 8 / 100_000) / 10 }));
      saverCost = { at: Date.now(), value };
      value.catch(() => {
        if (saverCost?.value === value) saverCost = undefined;
      });
      return value;
    },

    /** A home row for this viewer; `maxRating`: a kids profile's. */
    async list(section: VideoSection | undefined, profileId: string, maxRating?: AgeRating): Promise<ListedVideo[]> {
      if ((section && PERSONAL_VIDEO_SECTIONS.includes(section)) || ttlMs === 0) return videos.list(section, profileId, maxRating);
      const listed = await shared(section, maxRating);
      const positions = await videos.resumePositions(profileId, listed.map((r) => r.video.id));
      return listed.map((r) => ({ video: r.video, resumeAt: positions.get(r.video.id) ?? 0 }));
    },
  };
}
export type CatalogueService = ReturnType<typeof createCatalogueService>;
