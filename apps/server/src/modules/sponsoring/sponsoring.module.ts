import { sponsoringNotices } from './sponsoring-notices.js';
import { Counter } from 'prom-client';
import type { DbExecutor } from '../../db/client.js';
import { transactionOf } from '../../db/transaction.js';
import { createRateLimiter } from '../../http/rate-limiter.js';
import { createAdminActionsRepository } from '../audit/admin-actions.repository.js';
import { createCreatorsRepository } from '../creators/creators.repository.js';
import type { KoraModule } from '../module.js';
import { createUsersRepository } from '../users/users.repository.js';
import { createVideosRepository } from '../videos/videos.repository.js';
import { createEarningsService } from './earnings.service.js';
import { createPayoutsService, type PayoutUnit } from './payouts.service.js';
import { createSponsorService } from './sponsor.service.js';
import { createSponsoringRepository } from './sponsoring.repository.js';
import { sponsoringRoutes } from './sponsoring.routes.js';

const payoutUnit = (tx: DbExecutor): PayoutUnit => ({ repo: createSponsoringRepository(tx), audit: createAdminActionsRepository(tx) });

/**
 * Sponsoring and creator earnings: viewers sponsor free videos through the payment gateway;
 * the module owns what it sold (it settles the gateway's outcomes for its sponsorships and payouts), the
 * creators' ledger, their 'Revenus' and the admins' 'Paiements créateurs'.
 */
export const sponsoringModule: KoraModule = async (app, { db, config, clock, metrics, notify, payments: gateway }) => {
  const steps = new Counter({ name: 'kora_sponsorships_total', help: 'Sponsorships by step: started (the payer sent to pay), paid, failed, refunded', labelNames: ['step'] as const, registers: [metrics] });
  const repo = createSponsoringRepository(db);
  const users = createUsersRepository(db);
  const notices = sponsoringNotices(notify, async (id) => (await users.findById(id))?.firstName);
  const sponsor = createSponsorService({
    repo,
    inTransaction: transactionOf(db, createSponsoringRepository),
    videos: createVideosRepository(db),
    creators: createCreatorsRepository(db),
    gateway,
    limiter: createRateLimiter(db),
    clock,
    publicUrl: config.publicUrl,
    sponsoring: config.sponsoring,
    warn: (details, message) => app.log.warn(details, message),
    count: (step) => steps.inc({ step }),
    paid: notices.paid,
  });
  const payouts = createPayoutsService({ repo, inTransaction: transactionOf(db, payoutUnit), gateway, clock, payoutMinimum: config.sponsoring.payoutMinimum, settled: notices.settled });
  const earnings = createEarningsService({ repo, clock, sponsoring: config.sponsoring });
  gateway.own({ settleCharge: sponsor.settle, settleTransfer: payouts.settleTransfer });

  async function recipientName(creatorId: string): Promise<string> {
    const [user, profile] = await Promise.all([users.findById(creatorId), createCreatorsRepository(db).findProfile(creatorId)]);
    return (profile?.businessName ?? `${user?.firstName ?? ''} ${user?.lastName ?? ''}`.trim()) || 'Créateur Kora';
  }

  await app.register(sponsoringRoutes, { sponsor, earnings, payouts, recipientName });
};
