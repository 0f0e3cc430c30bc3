/*
 * Apart from video-file.ts, whose file checks bring the upload messages of the contract (and zod with
 * them): the creator dashboard's edit form offers these categories without loading either.
 */

/** The categories a creator picks from; the server stores 'Général' when none is sent. */
export const VIDEO_CATEGORIES = [
  'Gaming',
  'Éducation',
  'Divertissement',
  'Sport',
  'Musique',
  'Cuisine',
  'Technologie',
  'Lifestyle',
  'Voyage',
  'Art',
  'Mode',
  'Santé',
  'Nature',
  'Général',
] as const;

export const DEFAULT_CATEGORY = 'Général';
