import { twoFactorLimits } from '@kora/shared';
import type { Clock } from '../../clock.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { createRateLimiter } from '../../http/rate-limiter.js';
import { createThrottle } from '../../http/throttle.js';
import { createSealer } from '../../sealed-text.js';
import { createAdminActionsRepository } from '../audit/admin-actions.repository.js';
import { createAdminAuditRepository } from '../auth/admin-audit.repository.js';
import type { MediaGrants } from '../playback/media-grants.js';
import type { SessionStore } from '../sessions/session-store.js';
import { createUsersRepository } from '../users/users.repository.js';
import { createChallenges } from './totp.js';
import { createTwoFactorRepository } from './two-factor.repository.js';
import { createTwoFactorService, type TwoFactorService } from './two-factor.service.js';

interface Open {
  db: Database;
  config: Pick<Config, 'adminTwoFactorRequired'>;
  media: Pick<MediaGrants, 'deriveKey'>;
  sessions: Pick<SessionStore, 'destroyAllForUser'>;
  clock: Clock;
}

/** The two-factor service the modules share (sign-in's second step, and the rule payouts, roles and plans check). */
export function openTwoFactor({ db, config, media, sessions, clock }: Open): TwoFactorService {
  return createTwoFactorService({
    repo: createTwoFactorRepository(db),
    users: createUsersRepository(db),
    sealer: createSealer(media.deriveKey('two-factor-secrets')),
    challenges: createChallenges(media.deriveKey('two-factor-challenges'), twoFactorLimits.challengeMinutes),
    throttle: createThrottle(createRateLimiter(db)),
    sessions,
    journal: createAdminActionsRepository(db),
    adminAudit: createAdminAuditRepository(db),
    requiredForAdmins: config.adminTwoFactorRequired,
    now: () => clock.now().getTime(),
  });
}
