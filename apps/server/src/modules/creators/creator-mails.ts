import { composeMail, type MailRecipient } from '../../mail/compose-mail.js';
import type { Mail } from '../../mail/mailer.js';
import { mailTexts } from '../../mail/mail-texts.js';

/** The applicant's mail once an admin approved them: they are a creator now, the dashboard awaits. */
export function approvalMail(to: MailRecipient, channel: string, publicUrl: string): Mail {
  return composeMail(to, () => ({
    subject: mailTexts.approval.subject,
    paragraphs: [mailTexts.approval.approved(channel), { text: mailTexts.approval.dashboard, link: { label: mailTexts.approval.dashboardLabel, href: `${publicUrl}/creator-dashboard` } }],
  }));
}

/** The applicant's mail after a rejection, with the admin's reason when they gave one. */
export function rejectionMail(to: MailRecipient, channel: string, reason: string | null, publicUrl: string): Mail {
  return composeMail(to, () => ({
    subject: mailTexts.rejection.subject,
    paragraphs: [
      mailTexts.rejection.rejected(channel),
      ...(reason ? [mailTexts.rejection.reason(reason)] : []),
      { text: mailTexts.rejection.again, link: { label: mailTexts.rejection.againLabel, href: `${publicUrl}/creator-application` } },
    ],
  }));
}
