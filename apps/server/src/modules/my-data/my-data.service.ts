import { apiPaths, type DataExport, myDataLimits, myDataMessages, pathTo } from '@kora/shared';
import type { Clock } from '../../clock.js';
import type { UserRow } from '../../db/schema/index.js';
import { DomainError } from '../../errors.js';
import type { Mailer } from '../../mail/mailer.js';
import type { MediaStorage } from '../../storage/media-storage.js';
import type { AdminActionsRepository } from '../audit/admin-actions.repository.js';
import { verifyPassword } from '../auth/password-hasher.js';
import type { PaymentGateway } from '../payments/payment-gateway.js';
import type { SessionStore } from '../sessions/session-store.js';
import type { UsersRepository } from '../users/users.repository.js';
import type { DataExportRow, DataExportsRepository } from './data-exports.repository.js';
import { deletionMail } from './my-data-mail.js';

const DAY_MS = 86_400_000;

interface Deps {
  exports: DataExportsRepository;
  users: Pick<UsersRepository, 'findById' | 'requestDeletion' | 'cancelDeletion'>;
  journal: Pick<AdminActionsRepository, 'record'>;
  sessions: Pick<SessionStore, 'destroyAllForUser'>;
  payments: Pick<PaymentGateway, 'stopRenewal'>;
  jobs: { send(name: 'account.export', payload: { exportId: string }, key?: string): Promise<unknown> };
  storage: Pick<MediaStorage, 'read'>;
  mailer: Mailer;
  clock: Clock;
  publicUrl: string;
}

const gone = () => new DomainError('not_found', myDataMessages.exportGone);

/** An archive as its requester sees it (the download link once ready and unexpired). */
export function dataExportView(row: DataExportRow, now: Date): DataExport {
  const usable = row.status === 'ready' && row.expiresAt > now;
  return {
    id: row.id,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    bytes: row.bytes,
    downloadUrl: usable ? pathTo(apiPaths.userExportFile, { id: row.id }) : null,
  };
}

/**
 * A person's right to leave: an archive of their data (prepared by a job, downloadable by whoever asked for it for
 * seven days), and the deletion of their account after seven days of grace, during which signing in cancels it.
 */
export function createMyDataService({ exports, users, journal, sessions, payments, jobs, storage, mailer, clock, publicUrl }: Deps) {
  return {
    /** Queues an archive of `subject`'s data for `requester` (the person, or an admin on their request). */
    async requestExport(requester: UserRow, subject: UserRow, ip: string): Promise<DataExport> {
      const now = clock.now();
      if (await exports.preparingFor(subject.id)) throw new DomainError('conflict', myDataMessages.exportPending);
      if ((await exports.countSince(subject.id, new Date(now.getTime() - DAY_MS))) >= myDataLimits.exportsPerDay) {
        throw new DomainError('rate_limited', myDataMessages.exportsPerDay, { retryAfterSeconds: 24 * 3600 });
      }
      const row = await exports.insert({ userId: subject.id, requestedBy: requester.id, expiresAt: new Date(now.getTime() + myDataLimits.exportDays * DAY_MS) });
      await jobs.send('account.export', { exportId: row.id }, row.id);
      if (requester.id !== subject.id) await journal.record({ adminId: requester.id, ip, action: 'user.export', targetType: 'user', targetId: subject.id, details: { exportId: row.id } });
      return dataExportView(row, now);
    },

    async latestExport(subjectId: string, requesterId: string): Promise<DataExport | null> {
      const row = await exports.latest(subjectId, requesterId);
      return row ? dataExportView(row, clock.now()) : null;
    },

    /** The archive's bytes, for the account that asked for it only, while it lasts. */
    async exportFile(requester: UserRow, id: string): Promise<{ body: Buffer; createdAt: Date }> {
      const row = await exports.find(id);
      if (!row || row.requestedBy !== requester.id || row.status !== 'ready' || row.expiresAt <= clock.now() || !row.storageKey) throw gone();
      const body = await storage.read(row.storageKey);
      if (!body) throw gone();
      return { body, createdAt: row.createdAt };
    },

    /**
     * The person's deletion, effective in seven days: their password first; every session ends at once (signing in
     * again within the grace cancels), a renewing subscription stops at the provider, an e-mail says when and how
     * to cancel, and the admins' journal records the request.
     */
    async requestDeletion(user: UserRow, password: string, deleteVideos: boolean, ip: string): Promise<Date> {
      if (user.accountType === 'admin') throw new DomainError('forbidden', myDataMessages.adminsCannot);
      if (!(await verifyPassword(user.passwordHash, password))) {
        throw new DomainError('wrong_current_password', myDataMessages.passwordWrong, { fieldErrors: { password: myDataMessages.passwordWrong } });
      }
      const effectiveAt = new Date(clock.now().getTime() + myDataLimits.deletionGraceDays * DAY_MS);
      await users.requestDeletion(user.id, effectiveAt, deleteVideos && user.accountType === 'creator');
      await journal.record({ adminId: user.id, ip, action: 'user.deletion_request', targetType: 'user', targetId: user.id, details: { effectiveAt: effectiveAt.toISOString(), deleteVideos } });
      await sessions.destroyAllForUser(user.id);
      await payments.stopRenewal(user.id);
      await mailer.send(deletionMail(user, effectiveAt, `${publicUrl}/login`));
      return effectiveAt;
    },

    /** Cancels a pending deletion (a sign-in does it too); false when there was none. */
    async cancelDeletion(user: UserRow, ip: string | null): Promise<boolean> {
      if (!(await users.cancelDeletion(user.id))) return false;
      await journal.record({ adminId: user.id, ip, action: 'user.deletion_cancel', targetType: 'user', targetId: user.id });
      return true;
    },
  };
}
export type MyDataService = ReturnType<typeof createMyDataService>;
