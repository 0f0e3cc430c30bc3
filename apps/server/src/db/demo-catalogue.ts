import type { AgeRating, Poster, Tier } from '@kora/shared';
import type { DemoPattern } from '../media/demo-source.js';
import type { VideoLifecycleRepository } from '../modules/videos/video-lifecycle.repository.js';

interface DemoVideo {
  id: string;
  title: string;
  description: string;
  category: string;
  tier: Tier;
  ageRating: AgeRating;
  poster: Poster;
  seconds: number;
  pattern: DemoPattern;
  frequencyHz: number;
}

/**
 * The demo catalogue: twelve videos across categories, the four tiers, the five posters and the age ratings
 * (six for everyone, one 16+ thriller).
 * Their media are test patterns with sound that ffmpeg draws at first start (no download).
 * Fixed ids make seeding idempotent. They are prepared in this order: a free and a premium
 * video come first, so every kind of viewer has something to watch within the first minute.
 */
export const demoVideos: readonly DemoVideo[] = [
  { id: '0d5e3c1a-0001-4000-8000-00000000c001', title: 'Forêt du Mayombe', description: 'Au cœur de la forêt tropicale du Congo, entre arbres géants et rivières cachées.', category: 'Nature', tier: 'free', ageRating: 'tous', poster: 'nature', seconds: 30, pattern: 'gradients', frequencyHz: 392 },
  { id: '0d5e3c1a-0004-4000-8000-00000000c004', title: 'Le Dernier Convoi', description: 'Traversée du Sahel sous haute tension.', category: 'Action', tier: 'premium', ageRating: '12', poster: 'action', seconds: 30, pattern: 'cellauto', frequencyHz: 330 },
  { id: '0d5e3c1a-0002-4000-8000-00000000c002', title: 'Les Lions du Niokolo-Koba', description: 'Une saison avec les derniers lions du Sénégal oriental.', category: 'Nature', tier: 'basic', ageRating: 'tous', poster: 'nature', seconds: 35, pattern: 'life', frequencyHz: 440 },
  { id: '0d5e3c1a-0003-4000-8000-00000000c003', title: 'Course-poursuite à Abidjan', description: 'Un chauffeur de gbaka se retrouve mêlé à une affaire qui le dépasse.', category: 'Action', tier: 'free', ageRating: '12', poster: 'action', seconds: 25, pattern: 'testsrc2', frequencyHz: 523 },
  { id: '0d5e3c1a-0005-4000-8000-00000000c005', title: 'Dakar 2084', description: 'Dans une Dakar futuriste, une ingénieure découvre ce que cache la grande tour.', category: 'Science-fiction', tier: 'premium', ageRating: '10', poster: 'scifi', seconds: 45, pattern: 'mandelbrot', frequencyHz: 587 },
  { id: '0d5e3c1a-0006-4000-8000-00000000c006', title: 'Signal de Kinshasa', description: 'Un radioamateur capte un message venu d’ailleurs.', category: 'Science-fiction', tier: 'basic', ageRating: '10', poster: 'scifi', seconds: 30, pattern: 'rgbtestsrc', frequencyHz: 659 },
  { id: '0d5e3c1a-0007-4000-8000-00000000c007', title: 'Mariage à Yaoundé', description: 'Deux familles, une cérémonie, et beaucoup trop d’oncles.', category: 'Comédie', tier: 'free', ageRating: 'tous', poster: 'comedy', seconds: 20, pattern: 'smptehdbars', frequencyHz: 494 },
  { id: '0d5e3c1a-0008-4000-8000-00000000c008', title: 'Le Maquis de Tonton', description: 'Le restaurant le plus bruyant de Ouagadougou cherche un nouveau cuisinier.', category: 'Comédie', tier: 'family', ageRating: 'tous', poster: 'comedy', seconds: 30, pattern: 'gradients', frequencyHz: 349 },
  { id: '0d5e3c1a-0009-4000-8000-00000000c009', title: 'L’Ombre du Fleuve', description: 'Une enquête sur les rives du Niger, à Bamako.', category: 'Thriller', tier: 'premium', ageRating: '16', poster: 'thriller', seconds: 35, pattern: 'life', frequencyHz: 294 },
  { id: '0d5e3c1a-0010-4000-8000-00000000c010', title: 'Nuit Blanche à Cotonou', description: 'Un journaliste a jusqu’à l’aube pour publier la vérité.', category: 'Thriller', tier: 'basic', ageRating: '12', poster: 'thriller', seconds: 25, pattern: 'testsrc2', frequencyHz: 415 },
  { id: '0d5e3c1a-0011-4000-8000-00000000c011', title: 'Rythmes du Sahel', description: 'Un voyage musical de Saint-Louis à Niamey.', category: 'Musique', tier: 'free', ageRating: 'tous', poster: 'nature', seconds: 30, pattern: 'cellauto', frequencyHz: 440 },
  { id: '0d5e3c1a-0012-4000-8000-00000000c012', title: 'Les Saveurs de Lomé', description: 'La cuisine de rue togolaise racontée par ceux qui la font.', category: 'Cuisine', tier: 'family', ageRating: 'tous', poster: 'comedy', seconds: 25, pattern: 'rgbtestsrc', frequencyHz: 370 },
];

/**
 * Inserts the demo videos that are missing (as processing) and returns the ids still to be
 * prepared; the caller queues them. Running it again changes nothing that exists.
 */
export async function seedDemoCatalogue(videos: Pick<VideoLifecycleRepository, 'insert' | 'notReady'>, { height = 720 } = {}): Promise<string[]> {
  await videos.insert(
    demoVideos.map((v) => ({
      id: v.id,
      title: v.title,
      description: v.description,
      category: v.category,
      requiredTier: v.tier,
      ageRating: v.ageRating,
      durationSeconds: v.seconds,
      thumbnailUrl: v.poster,
      source: { kind: 'demo' as const, pattern: v.pattern, seconds: v.seconds, frequencyHz: v.frequencyHz, height },
    })),
  );
  return videos.notReady(demoVideos.map((v) => v.id));
}
