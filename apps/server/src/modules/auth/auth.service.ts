import { createHash, randomBytes } from 'node:crypto';
import { type RegisterBody, resetTokenTtlMinutes, serverMessages } from '@kora/shared';
import type { BackgroundTasks } from '../../background.js';
import type { UserRow } from '../../db/schema/index.js';
import type { Throttle } from '../../http/throttle.js';
import type { Mailer } from '../../mail/mailer.js';
import type { AdminActionsRepository, AdminActor } from '../audit/admin-actions.repository.js';
import type { SessionStore } from '../sessions/session-store.js';
import { accountSuspended, emailTaken } from '../users/users.errors.js';
import { isEmailConflict, type UsersRepository } from '../users/users.repository.js';
import type { AdminAuditRepository } from './admin-audit.repository.js';
import { limitsOf } from './auth.limits.js';
import { invalidCredentials, invalidResetToken, wrongCurrentPassword } from './auth.errors.js';
import { hashPassword, verifyAgainstNothing, verifyPassword } from './password-hasher.js';
import { resetPasswordMail } from './reset-mail.js';
import type { ResetTokensRepository } from './reset-tokens.repository.js';

/** What a password change writes through, on one transaction (the audit row of an admin's change commits with it). */
export interface PasswordChangeUnit {
  users: Pick<UsersRepository, 'update'>;
  audit: Pick<AdminActionsRepository, 'record'>;
}

interface Deps {
  users: UsersRepository;
  /** Runs `work` in one transaction: it all commits, or none of it. */
  inTransaction: <T>(work: (unit: PasswordChangeUnit) => Promise<T>) => Promise<T>;
  sessions: Pick<SessionStore, 'create' | 'destroy' | 'destroyAllForUser'>;
  resetTokens: ResetTokensRepository;
  adminAudit: AdminAuditRepository;
  throttle: Throttle;
  mailer: Mailer;
  background: BackgroundTasks;
  publicUrl: string;
  /** Where the account has a second factor, sign-in stops at the password with this challenge (two-factor module). */
  challengeFor: (user: UserRow, kind: 'admin' | 'user') => SecondStep['twoFactor'];
}

/** What a right password leads to: the session, or (with a second factor on) the challenge that waits for the code. */
export type SignedIn = { user: UserRow; sessionId: string; deletionCancelled: boolean } | SecondStep;
export interface SecondStep {
  twoFactor: { challenge: string; expiresAt: string };
}

/** Who is knocking: for rate limits, the session row and the admin audit. */
export interface ClientMeta {
  ip: string;
  userAgent: string | null;
}

export interface SignInRequest {
  email: string;
  password: string;
  client: ClientMeta;
  /** The session the browser still carried, ended by this sign-in. */
  previousSessionId: string | undefined;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export function createAuthService({ users, inTransaction, sessions, resetTokens, adminAudit, throttle, mailer, background, publicUrl, challengeFor }: Deps) {
  /** The account whose password matches, or undefined; same cost whether or not the email exists. */
  async function checkCredentials(email: string, password: string): Promise<UserRow | undefined> {
    const user = await users.findByEmail(email);
    const ok = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstNothing(password);
    return ok ? user : undefined;
  }

  /**
   * A fresh session id at every sign-in; the one the browser still carried ends. Signing in during the grace of an
   * account's deletion cancels it (said in the answer, written in the journal).
   */
  async function openSession(user: UserRow, { client, previousSessionId }: Pick<SignInRequest, 'client' | 'previousSessionId'>) {
    if (previousSessionId) await sessions.destroy(previousSessionId);
    const deletionCancelled = user.deletionAt !== null && (await users.cancelDeletion(user.id));
    if (deletionCancelled) await inTransaction((unit) => unit.audit.record({ adminId: user.id, ip: client.ip, action: 'user.deletion_cancel', targetType: 'user', targetId: user.id, details: { by: 'sign-in' } }));
    return { user, sessionId: await sessions.create(user.id, client), deletionCancelled };
  }

  const audit = (email: string, userId: string | null, client: ClientMeta, outcome: Parameters<AdminAuditRepository['record']>[0]['outcome']) =>
    adminAudit.record({ email, userId, ...client, outcome });

  return {
    /**
     * Creates the account and signs the person in (viewer.md §4: 'Connexion automatique en cours...'),
     * as a sign-in does: a new session, the one the browser still carried ended.
     */
    async register(body: RegisterBody, client: ClientMeta, previousSessionId?: string): Promise<{ user: UserRow; sessionId: string }> {
      const { ip, email } = limitsOf('register', body.email, client.ip);
      await throttle.consume([ip, email]);
      if (await users.findByEmail(body.email)) throw emailTaken();
      const passwordHash = await hashPassword(body.password);
      let user: UserRow;
      try {
        user = await users.insert({ ...body, passwordHash });
      } catch (error) {
        if (isEmailConflict(error)) throw emailTaken();
        throw error;
      }
      return openSession(user, { client, previousSessionId });
    },

    /**
     * Sign-in: refused while a failure limit is reached; a wrong password counts against the
     * email's and the IP's limits, a success clears the email's; then a new session, unless an
     * admin suspended the account (said only to whoever knows its password).
     */
    async signIn(request: SignInRequest): Promise<SignedIn> {
      const limits = limitsOf('login', request.email, request.client.ip);
      await throttle.assertUnder([limits.email, limits.ip]);
      const user = await checkCredentials(request.email, request.password);
      if (!user) {
        await throttle.recordFailure([limits.email, limits.ip]);
        throw invalidCredentials();
      }
      await throttle.clear([limits.email.key]);
      if (user.suspendedAt) throw accountSuspended();
      return user.twoFactorEnabledAt ? { twoFactor: challengeFor(user, 'user') } : openSession(user, request);
    },

    /**
     * Admin sign-in: the same, with stricter limits, for admins only. Every attempt is written
     * to the audit log, refused ones included; a refusal does not say whether the account exists.
     */
    async adminSignIn(request: SignInRequest): Promise<SignedIn> {
      const { email, client } = request;
      const limits = limitsOf('admin', email, client.ip);
      try {
        await throttle.assertUnder([limits.email, limits.ip]);
      } catch (err) {
        await audit(email, null, client, 'rate_limited');
        throw err;
      }
      const user = await checkCredentials(email, request.password);
      const outcome = !user ? 'invalid_credentials' : user.accountType !== 'admin' ? 'not_admin' : user.suspendedAt ? 'suspended' : user.twoFactorEnabledAt ? 'two_factor_asked' : 'success';
      await audit(email, user?.id ?? null, client, outcome);
      if (!user || outcome === 'invalid_credentials' || outcome === 'not_admin') {
        await throttle.recordFailure([limits.email, limits.ip]);
        throw invalidCredentials(serverMessages.adminInvalidCredentials);
      }
      await throttle.clear([limits.email.key]);
      if (outcome === 'suspended') throw accountSuspended();
      return outcome === 'two_factor_asked' ? { twoFactor: challengeFor(user, 'admin') } : openSession(user, request);
    },

    /** The session of an account that passed its second factor (two-factor module), as a sign-in opens it. */
    openSession,

    /** An admin sign-in refused before it reached the check (malformed input) is audited too. */
    async auditRefusedAdminInput(email: string, client: ClientMeta): Promise<void> {
      await audit(email, null, client, 'invalid_input');
    },

    /**
     * Mails a single-use link valid one hour when the account exists. The answer is the same,
     * in the same time, for any address: the lookup and the mail happen after it.
     */
    async forgotPassword(email: string, client: ClientMeta): Promise<void> {
      const limits = limitsOf('forgot', email, client.ip);
      await throttle.consume([limits.ip, limits.email]);
      background.run('forgot-password-mail', async () => {
        const user = await users.findByEmail(email);
        if (!user) return;
        const token = randomBytes(32).toString('base64url');
        await resetTokens.insert({ tokenHash: sha256(token), userId: user.id, expiresAt: new Date(Date.now() + resetTokenTtlMinutes * 60_000) });
        await mailer.send(resetPasswordMail(user, `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`));
      });
    },

    /** Sets a new password from a valid link; the link and every open session of the user end. */
    async resetPassword(token: string, newPassword: string): Promise<void> {
      const userId = await resetTokens.consume(sha256(token));
      if (!userId) throw invalidResetToken();
      await users.update(userId, { passwordHash: await hashPassword(newPassword) });
      await resetTokens.revokeForUser(userId);
      await sessions.destroyAllForUser(userId);
    },

    /**
     * Every other session of the user ends; the one that made the change stays. An admin's own
     * change (`admin`: who acts, from where) is written to the audit log in the same transaction,
     * without any secret. The length rule is the route's schema (6 for members, 8 for admins).
     */
    async changePassword(user: UserRow, sessionId: string, currentPassword: string, newPassword: string, admin?: AdminActor) {
      if (!(await verifyPassword(user.passwordHash, currentPassword))) throw wrongCurrentPassword();
      const passwordHash = await hashPassword(newPassword);
      await inTransaction(async (unit) => {
        await unit.users.update(user.id, { passwordHash });
        if (admin) await unit.audit.record({ ...admin, action: 'admin.password_change', targetType: 'user', targetId: user.id, details: { otherSessionsEnded: true } });
      });
      await sessions.destroyAllForUser(user.id, sessionId);
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
