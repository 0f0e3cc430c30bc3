import { defineMessages } from './i18n/catalogue.js';

/**
 * The categories Kora itself names (the lives', the creators', the upload form's and the demo catalogue's), stored in
 * French as the spec writes them and shown in the reader's language. A category a person typed elsewhere (an import)
 * has no entry and shows as it was written.
 */
export const categoryLabels = defineMessages('categoryLabels', {
  Action: 'Action',
  Art: 'Art',
  Comédie: 'Comédie',
  Cuisine: 'Cuisine',
  Divertissement: 'Divertissement',
  Éducation: 'Éducation',
  Gaming: 'Gaming',
  Général: 'Général',
  Histoire: 'Histoire',
  Jardinage: 'Jardinage',
  Lifestyle: 'Lifestyle',
  Mode: 'Mode',
  Musique: 'Musique',
  Nature: 'Nature',
  Santé: 'Santé',
  'Science-fiction': 'Science-fiction',
  Sport: 'Sport',
  Technologie: 'Technologie',
  Thriller: 'Thriller',
  Voyage: 'Voyage',
});

/** A stored category as the reader reads it. */
export function categoryLabel(category: string): string {
  return Object.hasOwn(categoryLabels, category) ? (categoryLabels as Record<string, string>)[category]! : category;
}
