import type { SubtitleBrief, SubtitleLanguage } from '@kora/shared';
import { readSubtitleFile } from '../media/subtitles/subtitle-file.js';
import { byLanguageOrder, createSubtitlesRepository } from '../modules/subtitles/subtitles.repository.js';
import { createVideoLifecycleRepository } from '../modules/videos/video-lifecycle.repository.js';
import type { Database } from './client.js';
import { demoVideos } from './demo-catalogue.js';

/** The demo catalogue's first video, the one every kind of viewer can watch first. */
const FOREST = '0d5e3c1a-0001-4000-8000-00000000c001';

/** Subtitles of the demo catalogue, as a creator would send them: French, Wolof and Lingala for the forest. */
const demoTracks: ReadonlyArray<{ videoId: string; language: SubtitleLanguage; label: string | null; srt: string }> = [
  {
    videoId: FOREST,
    language: 'fr',
    label: null,
    srt: `1
00:00:01,000 --> 00:00:05,000
Bienvenue dans la forêt du Mayombe.

2
00:00:06,000 --> 00:00:11,000
Ici, les arbres géants dépassent
cinquante mètres de haut.

3
00:00:12,500 --> 00:00:18,000
Les rivières cachées nourrissent
toute la forêt.

4
00:00:19,000 --> 00:00:25,000
<i>Écoutez</i> : les chimpanzés s'appellent
d'une vallée à l'autre.
`,
  },
  {
    videoId: FOREST,
    language: 'wo',
    label: null,
    srt: `1
00:00:01,000 --> 00:00:05,000
Dalal ak jàmm ci àll bu Mayombe.

2
00:00:06,000 --> 00:00:11,000
Fii, garab yu mag yi dañoo gudd lool.

3
00:00:12,500 --> 00:00:18,000
Dex yu nëbbu yi ñoo dundal àll bi yépp.
`,
  },
  {
    videoId: FOREST,
    language: 'ln',
    label: null,
    srt: `1
00:00:01,000 --> 00:00:05,000
Boyei malamu na zamba ya Mayombe.

2
00:00:06,000 --> 00:00:11,000
Awa, banzete minene eleki metele ntuku mitano.
`,
  },
];

/**
 * Gives the demo videos not yet prepared their subtitles (kept in the database; preparing a video writes its tracks'
 * files). A video already prepared, or already given a track, is left as it is: seeding again changes nothing.
 */
export async function seedDemoSubtitles(db: Database, notReady: readonly string[]): Promise<number> {
  let seeded = 0;
  const pending = new Set(notReady);
  for (const videoId of new Set(demoTracks.map((t) => t.videoId))) {
    const duration = demoVideos.find((v) => v.id === videoId)?.seconds;
    if (!pending.has(videoId) || duration === undefined) continue;
    await db.transaction(async (tx) => {
      const videos = createVideoLifecycleRepository(tx);
      const subtitles = createSubtitlesRepository(tx);
      const video = await videos.lockById(videoId);
      if (!video || video.subtitles.length > 0) return;
      const tracks: SubtitleBrief[] = [];
      for (const track of demoTracks.filter((t) => t.videoId === videoId)) {
        const cues = readSubtitleFile(Buffer.from(track.srt), { durationSeconds: duration });
        await subtitles.replace({ videoId, language: track.language, label: track.label, uploadedBy: null }, cues);
        tracks.push({ language: track.language, label: track.label });
        seeded += 1;
      }
      await videos.setSubtitles(videoId, byLanguageOrder(tracks));
    });
  }
  return seeded;
}
