import { keptById } from '../../db/batch-reads.js';
import type { DbExecutor } from '../../db/client.js';
import { transactionOf } from '../../db/transaction.js';
import { createAdminActionsRepository } from '../audit/admin-actions.repository.js';
import type { KoraModule } from '../module.js';
import { createUsersRepository } from '../users/users.repository.js';
import { createVideosRepository } from '../videos/videos.repository.js';
import { createCreatorApplicationsService, type ReviewUnit } from './creator-applications.service.js';
import { createCreatorSharing } from './creator-sharing.js';
import { readCreatorStats } from './creator-stats.repository.js';
import { createCreatorsRepository } from './creators.repository.js';
import { creatorsRoutes } from './creators.routes.js';
import { createCreatorsService } from './creators.service.js';

/** What a review writes through, built on its transaction. */
const reviewUnit = (tx: DbExecutor): ReviewUnit => ({
  creators: createCreatorsRepository(tx),
  users: createUsersRepository(tx),
  audit: createAdminActionsRepository(tx),
});

/** How long a channel answers shared links' previews from memory (forgotten at once when its owner's account changes). */
const SHARED_CHANNEL_KEPT_MS = 30_000;

/** Creators: applications and their review by admins, the creator's profile and dashboard figures, channels and followers. */
export const creatorsModule: KoraModule = async (app, { db, events, mailer, background, config, sharing, notify }) => {
  const creators = createCreatorsRepository(db);
  const applications = createCreatorApplicationsService({
    creators,
    inTransaction: transactionOf(db, reviewUnit),
    users: createUsersRepository(db),
    events,
    mailer,
    background,
    publicUrl: config.publicUrl,
    notify,
  });
  const service = createCreatorsService({ creators, videos: createVideosRepository(db), stats: (creatorId) => readCreatorStats(db, creatorId) });
  // An approval, a new application's review or a role taken away says 'user.changed' of the channel's owner.
  const channels = keptById(creators.findChannel, { keepMs: SHARED_CHANNEL_KEPT_MS });
  const forgetChannel = await events.subscribe('user.changed', ({ userId }) => channels.forget(userId));
  app.addHook('onClose', () => forgetChannel());
  const shares = createCreatorSharing(channels.findById);
  sharing.register('creator', shares.preview);
  await app.register(creatorsRoutes, { applications, creators: service, shares, sharing });
};
