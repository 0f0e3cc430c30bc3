import type { Notify } from '../notifications/notify.js';
import {
  type AdminCreatorApplication,
  authorize,
  averageVideoDurationLabels,
  type CreatorApplicationFields,
  type CreatorApplicationReview,
  type CreatorApplicationStatusView,
  publicationFrequencyLabels,
} from '@kora/shared';
import type { BackgroundTasks } from '../../background.js';
import type { CreatorApplicationRow, UserRow } from '../../db/schema/index.js';
import type { DomainEvents } from '../../events/domain-events.js';
import type { Mail, Mailer } from '../../mail/mailer.js';
import { assertAllowed } from '../../policy-errors.js';
import type { AdminActionsRepository } from '../audit/admin-actions.repository.js';
import type { UsersRepository } from '../users/users.repository.js';
import { approvalMail, rejectionMail } from './creator-mails.js';
import { alreadyCreator, alreadyPending, applicationNotFound, notPending } from './creators.errors.js';
import { type CreatorsRepository, type ReviewDecision, isPendingConflict, type PendingApplication } from './creators.repository.js';

/** The repositories a review writes through, all on one transaction. */
export interface ReviewUnit {
  creators: Pick<CreatorsRepository, 'decide' | 'findApplication' | 'upsertProfile'>;
  users: Pick<UsersRepository, 'changeAccountType'>;
  audit: Pick<AdminActionsRepository, 'record'>;
}

interface Deps {
  creators: Pick<CreatorsRepository, 'insertApplication' | 'latestApplication' | 'pendingApplications'>;
  /** Runs `work` in one transaction: it all commits, or none of it. */
  inTransaction: <T>(work: (unit: ReviewUnit) => Promise<T>) => Promise<T>;
  users: Pick<UsersRepository, 'findById'>;
  events: Pick<DomainEvents, 'publish'>;
  mailer: Mailer;
  background: BackgroundTasks;
  publicUrl: string;
  notify: Notify;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The applicant's view of their latest application (§3 'Creator application status'). */
export function toStatusView(row: CreatorApplicationRow | undefined): CreatorApplicationStatusView {
  if (!row) return { status: 'none', createdAt: null, reviewedAt: null, rejectionReason: null };
  return { status: row.status, createdAt: row.createdAt.toISOString(), reviewedAt: iso(row.reviewedAt), rejectionReason: row.rejectionReason };
}

/** A pending application in the admin's words (§3 'Creator application (admin view)'), from what was submitted. */
export function toAdminView({ application: a, applicant }: PendingApplication): AdminCreatorApplication {
  const name = `${applicant.firstName} ${applicant.lastName}`.trim();
  return {
    id: a.id,
    userId: a.userId,
    channelName: a.businessName,
    contentType: a.contentCategories.join(', '),
    description: `Rythme : ${publicationFrequencyLabels[a.publicationFrequency]} · Durée des vidéos : ${averageVideoDurationLabels[a.averageVideoDuration]} · Pays : ${a.country}`,
    experience: `${name} — ${a.contactInfo}`,
    socialLinks: [a.facebookPage, a.instagramPage].filter((link): link is string => link !== null),
    applicantName: name,
    applicantEmail: applicant.email,
    country: a.country,
    createdAt: a.createdAt.toISOString(),
  };
}

/**
 * Applying to become a creator and the admins' review (live-creators-admin.md §4, §5). A review
 * is one transaction: the application's status (only while pending), on approval the account's
 * role and the creator profile, and the audit log. After the commit every instance forgets the
 * applicant's cached session (their next request has the new role) and the applicant gets a mail,
 * sent in the background: a mail that fails is logged and never undoes the decision.
 */
export function createCreatorApplicationsService({ creators, inTransaction, users, events, mailer, background, publicUrl, notify }: Deps) {
  function mailApplicant(userId: string, compose: (user: UserRow) => Mail): void {
    background.run('creator-review-mail', async () => {
      const user = await users.findById(userId);
      if (user) await mailer.send(compose(user));
    });
  }

  /**
   * pending → the decision, and what goes with it, in one transaction with its audit row (the admin's
   * address, the status before and after); 404 or 409 (nothing written) otherwise.
   */
  async function review(admin: UserRow, ip: string | null, id: string, decision: ReviewDecision, alongside: (unit: ReviewUnit, application: CreatorApplicationRow) => Promise<void>) {
    assertAllowed(authorize(admin, 'administer'));
    return inTransaction(async (unit) => {
      const application = await unit.creators.decide(id, admin.id, decision);
      if (!application) throw (await unit.creators.findApplication(id)) ? notPending() : applicationNotFound();
      await alongside(unit, application);
      await unit.audit.record({
        adminId: admin.id,
        ip,
        before: { status: 'pending' },
        after: decision.status === 'rejected' ? { status: 'rejected', rejectionReason: decision.reason } : { status: 'approved' },
        action: `creator_application.${decision.status === 'approved' ? 'approve' : 'reject'}`,
        targetType: 'creator_application',
        targetId: application.id,
        details: { userId: application.userId, businessName: application.businessName, ...(decision.status === 'rejected' ? { reason: decision.reason } : {}) },
      });
      return application;
    });
  }

  const reviewed = (row: CreatorApplicationRow): CreatorApplicationReview => ({ id: row.id, ...toStatusView(row) });

  return {
    /** Files an application for a simple user; one pending at a time (a new one after a rejection). */
    async apply(user: UserRow, fields: CreatorApplicationFields): Promise<CreatorApplicationStatusView> {
      if (!authorize(user, 'applyAsCreator').allowed) throw alreadyCreator();
      try {
        return toStatusView(await creators.insertApplication(user.id, fields));
      } catch (error) {
        if (isPendingConflict(error)) throw alreadyPending();
        throw error;
      }
    },

    async status(user: UserRow): Promise<CreatorApplicationStatusView> {
      return toStatusView(await creators.latestApplication(user.id));
    },

    async pending(admin: UserRow): Promise<AdminCreatorApplication[]> {
      assertAllowed(authorize(admin, 'administer'));
      return (await creators.pendingApplications()).map(toAdminView);
    },

    /** The applicant becomes a creator with a profile (the channel they described). */
    async approve(admin: UserRow, id: string, ip: string | null): Promise<CreatorApplicationReview> {
      const application = await review(admin, ip, id, { status: 'approved' }, async (unit, a) => {
        await unit.users.changeAccountType(a.userId, 'simple', 'creator');
        await unit.creators.upsertProfile(a);
      });
      await events.publish('user.changed', { userId: application.userId });
      mailApplicant(application.userId, (user) => approvalMail(user, application.businessName, publicUrl));
      await notify({ kind: 'application_approved', data: {}, key: `application:${application.id}`, to: { userId: application.userId } });
      return reviewed(application);
    },

    async reject(admin: UserRow, id: string, reason: string | null, ip: string | null): Promise<CreatorApplicationReview> {
      const application = await review(admin, ip, id, { status: 'rejected', reason }, async () => undefined);
      mailApplicant(application.userId, (user) => rejectionMail(user, application.businessName, reason, publicUrl));
      await notify({ kind: 'application_rejected', data: { reason: reason ?? 'aucun motif donné' }, key: `application:${application.id}`, to: { userId: application.userId } });
      return reviewed(application);
    },
  };
}
export type CreatorApplicationsService = ReturnType<typeof createCreatorApplicationsService>;
