import type { DbExecutor } from '../../db/client.js';
import { transactionOf } from '../../db/transaction.js';
import { createAdminActionsRepository } from '../audit/admin-actions.repository.js';
import type { KoraModule } from '../module.js';
import { createUsersRepository } from '../users/users.repository.js';
import { createVideosRepository } from '../videos/videos.repository.js';
import { createCreatorApplicationsService, type ReviewUnit } from './creator-applications.service.js';
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

/** Creators: applications and their review by admins, the creator's profile and dashboard figures, channels and followers. */
export const creatorsModule: KoraModule = async (app, { db, events, mailer, background, config }) => {
  const creators = createCreatorsRepository(db);
  const applications = createCreatorApplicationsService({
    creators,
    inTransaction: transactionOf(db, reviewUnit),
    users: createUsersRepository(db),
    events,
    mailer,
    background,
    publicUrl: config.publicUrl,
  });
  const service = createCreatorsService({ creators, videos: createVideosRepository(db), stats: (creatorId) => readCreatorStats(db, creatorId) });
  await app.register(creatorsRoutes, { applications, creators: service });
};
