import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { SUBTITLE_LANGUAGES, type SubtitleLanguage } from '@kora/shared';
import type { DbExecutor } from '../../db/client.js';
import { subtitleCues, type VideoSubtitleRow, videoSubtitles } from '../../db/schema/index.js';
import { plainTextOf, type SubtitleCue } from '../../media/subtitles/subtitle-file.js';

/** Rows per insert: 5 parameters each, well under PostgreSQL's 65,535. */
const CUES_PER_INSERT = 2000;

/** Where a search's words are said in a video's subtitles: the first such cue, in the track's order of languages. */
export interface SpokenHit {
  videoId: string;
  language: SubtitleLanguage;
  startMs: number;
  spoken: string;
}

/** French first, then the order of SUBTITLE_LANGUAGES (the order menus and lists show). */
export const byLanguageOrder = <T extends { language: SubtitleLanguage }>(tracks: readonly T[]): T[] =>
  [...tracks].sort((a, b) => SUBTITLE_LANGUAGES.indexOf(a.language) - SUBTITLE_LANGUAGES.indexOf(b.language));

/** The only code that touches `video_subtitles` and `subtitle_cues`. */
export function createSubtitlesRepository(db: DbExecutor) {
  return {
    async list(videoId: string): Promise<VideoSubtitleRow[]> {
      return byLanguageOrder(await db.select().from(videoSubtitles).where(eq(videoSubtitles.videoId, videoId)));
    },

    /** The track of one language and its cues in order, or undefined. */
    async cuesOf(videoId: string, language: SubtitleLanguage): Promise<SubtitleCue[]> {
      return db
        .select({ startMs: subtitleCues.startMs, endMs: subtitleCues.endMs, text: subtitleCues.text })
        .from(subtitleCues)
        .where(and(eq(subtitleCues.videoId, videoId), eq(subtitleCues.language, language)))
        .orderBy(asc(subtitleCues.seq));
    },

    /** Writes a language's track, replacing any earlier one and all its cues. Give it the transaction of the change. */
    async replace(track: { videoId: string; language: SubtitleLanguage; label: string | null; uploadedBy: string | null }, cues: readonly SubtitleCue[]): Promise<VideoSubtitleRow> {
      const { videoId, language } = track;
      await db.delete(videoSubtitles).where(and(eq(videoSubtitles.videoId, videoId), eq(videoSubtitles.language, language)));
      const [row] = await db.insert(videoSubtitles).values({ ...track, cueCount: cues.length }).returning();
      for (let from = 0; from < cues.length; from += CUES_PER_INSERT) {
        const rows = cues.slice(from, from + CUES_PER_INSERT).map((cue, i) => ({ videoId, language, seq: from + i, startMs: cue.startMs, endMs: cue.endMs, text: cue.text, spoken: plainTextOf(cue.text) }));
        await db.insert(subtitleCues).values(rows);
      }
      return row!;
    },

    /** Removes a language's track and its cues; false when there was none. */
    async remove(videoId: string, language: SubtitleLanguage): Promise<boolean> {
      const removed = await db.delete(videoSubtitles).where(and(eq(videoSubtitles.videoId, videoId), eq(videoSubtitles.language, language))).returning({ videoId: videoSubtitles.videoId });
      return removed.length > 0;
    },

    /**
     * Among `videoIds`, where the words of `q` are said: French full text with accents folded, or words close to them
     * (a typo), the earliest such cue of each video, French first.
     */
    async spokenIn(videoIds: readonly string[], q: string): Promise<SpokenHit[]> {
      if (videoIds.length === 0) return [];
      const query = sql`websearch_to_tsquery('french', kora_fold(${q}))`;
      const rows = await db
        .selectDistinctOn([subtitleCues.videoId], { videoId: subtitleCues.videoId, language: subtitleCues.language, startMs: subtitleCues.startMs, spoken: subtitleCues.spoken })
        .from(subtitleCues)
        .where(and(inArray(subtitleCues.videoId, [...videoIds]), sql`(search_vector @@ ${query} or kora_fold(${q}) <% kora_fold(${subtitleCues.spoken}))`))
        .orderBy(subtitleCues.videoId, sql`array_position(${sql.raw(`array[${SUBTITLE_LANGUAGES.map((l) => `'${l}'`).join(',')}]`)}, ${subtitleCues.language})`, asc(subtitleCues.startMs));
      return rows;
    },

    /** The videos (at most `limit`) whose subtitles say the words of `q`, as `spokenIn` finds them. */
    async videosSaying(q: string, limit: number): Promise<string[]> {
      const query = sql`websearch_to_tsquery('french', kora_fold(${q}))`;
      const rows = await db
        .selectDistinct({ videoId: subtitleCues.videoId })
        .from(subtitleCues)
        .where(sql`(search_vector @@ ${query} or kora_fold(${q}) <% kora_fold(${subtitleCues.spoken}))`)
        .limit(limit);
      return rows.map((r) => r.videoId);
    },
  };
}
export type SubtitlesRepository = ReturnType<typeof createSubtitlesRepository>;
