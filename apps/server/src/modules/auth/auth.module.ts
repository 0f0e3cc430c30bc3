import { createRateLimiter } from '../../http/rate-limiter.js';
import { createSessionCookies } from '../../http/session-cookie.js';
import { createThrottle } from '../../http/throttle.js';
import type { DbExecutor } from '../../db/client.js';
import { transactionOf } from '../../db/transaction.js';
import { createAdminActionsRepository } from '../audit/admin-actions.repository.js';
import type { KoraModule } from '../module.js';
import { createUsersRepository } from '../users/users.repository.js';
import { createAdminAuditRepository } from './admin-audit.repository.js';
import { authRoutes } from './auth.routes.js';
import { createAuthService, type PasswordChangeUnit } from './auth.service.js';
import { createResetTokensRepository } from './reset-tokens.repository.js';
import { twoFactorRoutes } from '../two-factor/two-factor.routes.js';

const PURGE_EVERY_MS = 60 * 60 * 1000;

/** What a password change writes through, built on its transaction. */
const passwordChangeUnit = (tx: DbExecutor): PasswordChangeUnit => ({ users: createUsersRepository(tx), audit: createAdminActionsRepository(tx) });

/** Accounts and sessions: sign-in (audited for admins), registration, passwords, sign-out. */
export const authModule: KoraModule = async (app, { db, config, sessions, mailer, background, twoFactor }) => {
  const limiter = createRateLimiter(db);
  const resetTokens = createResetTokensRepository(db);
  const auth = createAuthService({
    users: createUsersRepository(db),
    inTransaction: transactionOf(db, passwordChangeUnit),
    sessions,
    resetTokens,
    adminAudit: createAdminAuditRepository(db),
    throttle: createThrottle(limiter),
    mailer,
    background,
    publicUrl: config.publicUrl,
    challengeFor: twoFactor.challengeFor,
  });
  const cookies = createSessionCookies({ publicUrl: config.publicUrl, maxAgeSeconds: sessions.ttlSeconds });
  await app.register(authRoutes, { auth, sessions, cookies });
  await app.register(twoFactorRoutes, { twoFactor, auth, cookies });

  // Rows that are already refused (expired sessions, ended rate windows, used links) are removed hourly.
  const purge = setInterval(() => {
    Promise.all([sessions.purgeExpired(), limiter.purgeExpired(), resetTokens.purgeExpired()]).catch((err: unknown) =>
      app.log.warn({ err }, 'purge of expired rows failed'),
    );
  }, PURGE_EVERY_MS).unref();
  app.addHook('onClose', async () => clearInterval(purge));
};
