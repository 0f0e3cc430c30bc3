import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.js';
import { creatorFollows, creatorProfiles } from '../../src/db/schema/index.js';
import { createCreatorsRepository } from '../../src/modules/creators/creators.repository.js';

/* Creators' channels and followers, as an approved application and a follow make them. */

/** A creator's channel, as an approved application writes it. */
export async function createCreatorProfile(db: Database, userId: string, businessName: string): Promise<void> {
  await db.insert(creatorProfiles).values({
    userId,
    businessName,
    country: 'Côte d’Ivoire',
    address: 'Cocody, Abidjan',
    contactInfo: 'contact@exemple.ci',
    contentCategories: ['Musique', 'Art'],
    publicationFrequency: 'weekly',
    averageVideoDuration: 'short',
  });
}

/** A follow, `daysAgo` days ago (0: now, through the creators module). */
export async function follow(db: Database, followerId: string, creatorId: string, daysAgo = 0): Promise<void> {
  if (daysAgo === 0) return createCreatorsRepository(db).follow(followerId, creatorId);
  await db.insert(creatorFollows).values({ followerId, creatorId, createdAt: sql`now() - make_interval(days => ${daysAgo})` });
}
