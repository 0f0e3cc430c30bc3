import { twoFactorLimits, twoFactorMessages, type TwoFactorSetup, type TwoFactorStatus } from '@kora/shared';
import type { UserRow } from '../../db/schema/index.js';
import { DomainError } from '../../errors.js';
import type { Throttle } from '../../http/throttle.js';
import type { Sealer } from '../../sealed-text.js';
import type { AdminActionsRepository } from '../audit/admin-actions.repository.js';
import type { AdminAuditRepository } from '../auth/admin-audit.repository.js';
import { authLimits } from '../auth/auth.limits.js';
import { verifyPassword } from '../auth/password-hasher.js';
import type { ClientMeta } from '../auth/auth.service.js';
import type { SessionStore } from '../sessions/session-store.js';
import { accountSuspended } from '../users/users.errors.js';
import type { UsersRepository } from '../users/users.repository.js';
import { type Challenges, enrolmentOf, hashRecoveryCode, newRecoveryCodes, newTotpSecret, stepOfCode } from './totp.js';
import type { TwoFactorRepository } from './two-factor.repository.js';

interface Deps {
  repo: TwoFactorRepository;
  users: Pick<UsersRepository, 'findById'>;
  sealer: Sealer;
  challenges: Challenges;
  throttle: Throttle;
  sessions: Pick<SessionStore, 'destroyAllForUser'>;
  journal: Pick<AdminActionsRepository, 'record'>;
  adminAudit: AdminAuditRepository;
  /** Whether admins must have it on for payouts, roles and plans (ADMIN_TWO_FACTOR). */
  requiredForAdmins: boolean;
  now: () => number;
}

/** A code given with the password or the challenge: one of the app's, or a recovery code. */
export interface GivenCode {
  code?: string | undefined;
  recoveryCode?: string | undefined;
}

const mayEnrol = (user: UserRow) => user.accountType === 'admin' || user.accountType === 'creator';
const wrongCode = (message: string = twoFactorMessages.wrongCode) => new DomainError('invalid_two_factor_code', message, { fieldErrors: { code: message } });

/**
 * Two-factor sign-in (TOTP) for the people who move money: enrolment (a secret shown as a QR code, on once a first
 * code confirms it, ten single-use recovery codes), the second step of sign-in, and the rule that payouts, role and
 * plan changes take an admin with it on where the installation requires it. A code is accepted once (its 30-second
 * step is recorded), one step of clock drift either way; wrong codes count against the same limits as wrong
 * passwords, per account and per address.
 */
export function createTwoFactorService({ repo, users, sealer, challenges, throttle, sessions, journal, adminAudit, requiredForAdmins, now }: Deps) {
  const limitsOf = (userId: string, ip: string) => [
    { key: `two-factor:user:${userId}`, window: authLimits.adminFailuresPerEmail },
    { key: `two-factor:ip:${ip}`, window: authLimits.loginFailuresPerIp },
  ];

  /** Checks a code of the app (taking its step) or spends a recovery code; counts a failure against the limits. */
  async function check(user: UserRow, given: GivenCode, client: ClientMeta): Promise<'code' | 'recovery'> {
    const limits = limitsOf(user.id, client.ip);
    await throttle.assertUnder(limits);
    const stored = await repo.find(user.id);
    const step = stored && given.code ? stepOfCode(sealer.reveal(stored.secretSealed), given.code, now()) : undefined;
    const ok = given.recoveryCode ? await repo.spendRecoveryCode(user.id, hashRecoveryCode(given.recoveryCode)) : step !== undefined && (await repo.takeStep(user.id, step));
    if (!ok) {
      await throttle.recordFailure(limits);
      throw wrongCode();
    }
    await throttle.clear([limits[0]?.key ?? '']);
    return given.recoveryCode ? 'recovery' : 'code';
  }

  const recordAdmin = async (user: UserRow, action: 'admin.two_factor_enable' | 'admin.two_factor_disable', client: ClientMeta) => {
    if (user.accountType === 'admin') await journal.record({ adminId: user.id, ip: client.ip, action, targetType: 'user', targetId: user.id });
  };

  return {
    async status(user: UserRow): Promise<TwoFactorStatus> {
      return {
        available: mayEnrol(user),
        enabled: user.twoFactorEnabledAt !== null,
        required: requiredForAdmins && user.accountType === 'admin',
        recoveryCodesLeft: user.twoFactorEnabledAt ? await repo.recoveryCodesLeft(user.id) : 0,
      };
    },

    /** A new secret (replacing one not yet confirmed), to scan or type into the app. */
    async setup(user: UserRow): Promise<TwoFactorSetup> {
      if (!mayEnrol(user)) throw new DomainError('forbidden', twoFactorMessages.notAllowed);
      if (user.twoFactorEnabledAt) throw new DomainError('conflict', twoFactorMessages.alreadyOn);
      const secret = newTotpSecret();
      await repo.begin(user.id, sealer.seal(secret));
      return { secret, ...enrolmentOf(secret, user.email) };
    },

    /**
     * The first code turns it on: ten recovery codes (shown once, kept hashed), and every other session of the account
     * ends, so that from now on each of its sessions passed the second factor.
     */
    async enable(user: UserRow, code: string, client: ClientMeta, currentSessionId: string | undefined): Promise<string[]> {
      if (user.twoFactorEnabledAt) throw new DomainError('conflict', twoFactorMessages.alreadyOn);
      const stored = await repo.find(user.id);
      if (!stored) throw new DomainError('conflict', twoFactorMessages.noSetup);
      const limits = limitsOf(user.id, client.ip);
      await throttle.assertUnder(limits);
      const step = stepOfCode(sealer.reveal(stored.secretSealed), code, now());
      const codes = newRecoveryCodes(twoFactorLimits.recoveryCodes);
      if (step === undefined || !(await repo.enable(user.id, step, codes.map(hashRecoveryCode)))) {
        await throttle.recordFailure(limits);
        throw wrongCode();
      }
      await sessions.destroyAllForUser(user.id, currentSessionId);
      await recordAdmin(user, 'admin.two_factor_enable', client);
      return codes;
    },

    /** Off again, with the password and a code (or a recovery code); the account's other sessions end, as at enrolment. */
    async disable(user: UserRow, password: string, given: GivenCode, client: ClientMeta, currentSessionId: string | undefined): Promise<void> {
      if (!user.twoFactorEnabledAt) throw new DomainError('conflict', twoFactorMessages.noSetup);
      if (!(await verifyPassword(user.passwordHash, password))) throw new DomainError('wrong_current_password', twoFactorMessages.wrongPassword, { fieldErrors: { password: twoFactorMessages.wrongPassword } });
      await check(user, given, client);
      await repo.disable(user.id);
      await sessions.destroyAllForUser(user.id, currentSessionId);
      await recordAdmin(user, 'admin.two_factor_disable', client);
    },

    /** Where the password matched an account with a second factor: the challenge that stands for it until the code. */
    challengeFor: (user: UserRow, kind: 'admin' | 'user') => challenges.issue(user.id, kind, now()),

    /** The second step of sign-in: the account once its code (or a recovery code) is right; admins' attempts are audited. */
    async completeSignIn(challenge: string, given: GivenCode, client: ClientMeta): Promise<UserRow> {
      const read = challenges.read(challenge, now());
      const user = read ? await users.findById(read.userId) : undefined;
      if (!read || !user?.twoFactorEnabledAt) throw wrongCode(twoFactorMessages.challengeExpired);
      const audit = (outcome: 'success' | 'two_factor_invalid' | 'recovery_code_used') =>
        read.kind === 'admin' ? adminAudit.record({ email: user.email, userId: user.id, ...client, outcome }) : Promise.resolve();
      try {
        const used = await check(user, given, client);
        await audit(used === 'recovery' ? 'recovery_code_used' : 'success');
      } catch (error) {
        if (error instanceof DomainError && error.code === 'invalid_two_factor_code') await audit('two_factor_invalid');
        throw error;
      }
      if (user.suspendedAt) throw accountSuspended();
      return user;
    },

    /** Payouts, role and plan changes: refused to an admin without the second factor where the installation requires it. */
    assertSecondFactor(user: UserRow): void {
      if (requiredForAdmins && user.accountType === 'admin' && !user.twoFactorEnabledAt) throw new DomainError('two_factor_required', twoFactorMessages.required);
    },
  };
}
export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
