import type { CreatorApplicationFields } from '@kora/shared';
import { createAdminActionsRepository } from '../modules/audit/admin-actions.repository.js';
import { createCreatorsRepository } from '../modules/creators/creators.repository.js';
import { createWatchTimeRepository } from '../modules/playback/watch-time.repository.js';
import { createUsersRepository } from '../modules/users/users.repository.js';
import { createVideoLifecycleRepository } from '../modules/videos/video-lifecycle.repository.js';
import { createVideosRepository } from '../modules/videos/videos.repository.js';
import type { Database } from './client.js';

const CREATOR = 'createur@kora.demo';
const REVIEWER = 'admin@kora.demo';
/** Demo accounts that follow the channel and watched it (gratuit@kora.demo stays a blank account). */
const AUDIENCE = ['admin@kora.demo', 'premium@kora.demo', 'direct@kora.demo'];
/** Free demo videos the demo creator uploaded: the replay of their concert, a comedy, an action film. */
const CHANNEL_VIDEOS = ['0d5e3c1a-0011-4000-8000-00000000c011', '0d5e3c1a-0007-4000-8000-00000000c007', '0d5e3c1a-0003-4000-8000-00000000c003'];
/** Days of history (yesterday back); the last 24 h stay empty, so a demo viewer's next play still counts. */
const HISTORY_DAYS = 27;

const channel: CreatorApplicationFields = {
  businessName: 'Sahel Sessions',
  country: 'Sénégal',
  address: 'Rue 10, Médina, Dakar',
  contactInfo: 'createur@kora.demo',
  facebookPage: 'https://facebook.com/sahelsessions',
  instagramPage: null,
  contentCategories: ['Musique', 'Cuisine', 'Éducation'],
  publicationFrequency: 'weekly',
  averageVideoDuration: 'medium',
};

/**
 * What a viewer watched of a video on a day of the history: a fixed pattern (about 6 plays in
 * 10, more at weekends), so every start writes the same channel.
 */
function history(viewers: string[], videos: Array<{ id: string; seconds: number }>, now: number) {
  const plays: Array<{ userId: string; videoId: string; viewedAt: Date; share: number }> = [];
  for (let day = 1; day <= HISTORY_DAYS; day += 1) {
    viewers.forEach((userId, u) =>
      videos.forEach((video, v) => {
        const weekend = day % 7 < 2 ? 3 : 0;
        if ((day * 7 + v * 3 + u * 5) % 10 >= 6 + weekend) return;
        plays.push({ userId, videoId: video.id, viewedAt: new Date(now - day * 86_400_000 - ((u * 5 + v * 3) % 12) * 3_600_000), share: 0.5 + ((day + u + v) % 5) / 10 });
      }),
    );
  }
  const seconds = new Map(videos.map((v) => [v.id, v.seconds]));
  return plays.map((p) => ({ ...p, seconds: Math.max(5, Math.round((seconds.get(p.videoId) ?? 0) * p.share)) }));
}

/**
 * The demo creator's channel: an approved application and its profile, three demo videos as
 * theirs, followers, and four weeks of views and watch time so the dashboard's charts show
 * something real. Runs after the demo accounts and catalogue exist; once the creator has an
 * application it changes nothing (it all commits in one transaction, so a crash leaves nothing half
 * written). gratuit@kora.demo is left without an application.
 */
export async function seedDemoChannel(db: Database): Promise<boolean> {
  const users = createUsersRepository(db);
  const creator = await users.findByEmail(CREATOR);
  const reviewer = await users.findByEmail(REVIEWER);
  if (!creator || !reviewer || (await createCreatorsRepository(db).latestApplication(creator.id))) return false;
  const audience = (await Promise.all(AUDIENCE.map((email) => users.findByEmail(email)))).flatMap((u) => (u ? [u.id] : []));

  await db.transaction(async (tx) => {
    const creators = createCreatorsRepository(tx);
    const lifecycle = createVideoLifecycleRepository(tx);
    const application = await creators.insertApplication(creator.id, channel);
    const approved = await creators.decide(application.id, reviewer.id, { status: 'approved' });
    if (!approved) throw new Error('demo application not approved');
    await creators.upsertProfile(approved);
    await createAdminActionsRepository(tx).record({
      adminId: reviewer.id,
      action: 'creator_application.approve',
      targetType: 'creator_application',
      targetId: approved.id,
      details: { userId: creator.id, businessName: channel.businessName },
    });
    for (const follower of audience) await creators.follow(follower, creator.id);

    await lifecycle.adopt(CHANNEL_VIDEOS, creator.id);
    // One after the other: a transaction is one connection, which runs one query at a time.
    const videos: { id: string; seconds: number }[] = [];
    for (const id of CHANNEL_VIDEOS) {
      const v = await lifecycle.findById(id);
      if (v?.uploadedBy === creator.id) videos.push({ id: v.id, seconds: v.durationSeconds });
    }
    const plays = history(audience, videos, Date.now());
    await createVideosRepository(tx).recordPastViews(plays.map((p) => ({ userId: p.userId, videoId: p.videoId, creatorId: creator.id, viewedAt: p.viewedAt })));
    await createWatchTimeRepository(tx).recordPastWatch(
      plays.map((p) => ({ userId: p.userId, videoId: p.videoId, creatorId: creator.id, day: p.viewedAt.toISOString().slice(0, 10), seconds: p.seconds })),
    );
  });
  return true;
}
