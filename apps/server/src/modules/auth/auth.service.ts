import { createHash, randomBytes } from 'node:crypto';
import { type RegisterBody, resetTokenTtlMinutes, serverMessages } from '@kora/shared';
import type { UserRow } from '../../db/schema/index.js';
import type { Mailer } from '../../mail/mailer.js';
import type { SessionStore } from '../sessions/session-store.js';
import { emailTaken } from '../users/users.errors.js';
import { isEmailConflict, type UsersRepository } from '../users/users.repository.js';
import type { AdminAuditRepository } from './admin-audit.repository.js';
import { invalidCredentials, invalidResetToken, wrongCurrentPassword } from './auth.errors.js';
import { hashPassword, verifyAgainstNothing, verifyPassword } from './password-hasher.js';
import { resetPasswordMail } from './reset-mail.js';
import type { ResetTokensRepository } from './reset-tokens.repository.js';

interface Deps {
  users: UsersRepository;
  sessions: Pick<SessionStore, 'destroyAllForUser'>;
  resetTokens: ResetTokensRepository;
  adminAudit: AdminAuditRepository;
  mailer: Mailer;
  publicUrl: string;
}

export interface ClientMeta {
  ip: string;
  userAgent: string | null;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export function createAuthService({ users, sessions, resetTokens, adminAudit, mailer, publicUrl }: Deps) {
  /** The account whose password matches, or undefined; same cost whether or not the email exists. */
  async function checkCredentials(email: string, password: string): Promise<UserRow | undefined> {
    const user = await users.findByEmail(email);
    const ok = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstNothing(password);
    return ok ? user : undefined;
  }

  return {
    async register(body: RegisterBody): Promise<UserRow> {
      if (await users.findByEmail(body.email)) throw emailTaken();
      const passwordHash = await hashPassword(body.password);
      try {
        return await users.insert({ ...body, passwordHash });
      } catch (error) {
        if (isEmailConflict(error)) throw emailTaken();
        throw error;
      }
    },

    async login(email: string, password: string): Promise<UserRow> {
      const user = await checkCredentials(email, password);
      if (!user) throw invalidCredentials();
      return user;
    },

    /** Only admins get in. Every attempt that reaches the check is written to the audit log. */
    async adminLogin(email: string, password: string, meta: ClientMeta): Promise<UserRow> {
      const user = await checkCredentials(email, password);
      const outcome = !user ? 'invalid_credentials' : user.accountType === 'admin' ? 'success' : 'not_admin';
      await adminAudit.record({ email, userId: user?.id ?? null, ...meta, outcome });
      if (!user || outcome !== 'success') throw invalidCredentials(serverMessages.adminInvalidCredentials);
      return user;
    },

    /** Mails a single-use link valid one hour when the account exists; says nothing either way. */
    async forgotPassword(email: string): Promise<void> {
      const user = await users.findByEmail(email);
      if (!user) return;
      const token = randomBytes(32).toString('base64url');
      await resetTokens.insert({
        tokenHash: sha256(token),
        userId: user.id,
        expiresAt: new Date(Date.now() + resetTokenTtlMinutes * 60_000),
      });
      const link = `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
      await mailer.send(resetPasswordMail(user, link));
    },

    /** Sets a new password from a valid link; the link and every open session of the user end. */
    async resetPassword(token: string, newPassword: string): Promise<void> {
      const userId = await resetTokens.consume(sha256(token));
      if (!userId) throw invalidResetToken();
      await users.update(userId, { passwordHash: await hashPassword(newPassword) });
      await resetTokens.revokeForUser(userId);
      await sessions.destroyAllForUser(userId);
    },

    /** Every other session of the user ends; the one that made the change stays. */
    async changePassword(user: UserRow, sessionId: string, currentPassword: string, newPassword: string) {
      if (!(await verifyPassword(user.passwordHash, currentPassword))) throw wrongCurrentPassword();
      await users.update(user.id, { passwordHash: await hashPassword(newPassword) });
      await sessions.destroyAllForUser(user.id, sessionId);
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
